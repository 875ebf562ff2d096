import { FormattedMessage } from 'react-intl';
import { usePageMeta } from '../../../lib/use-page-meta';
import { TeamSection } from '../../people';
import { CultureList } from './culture-list';
import { JoinTeam } from './join-team';
import { StoryTimeline } from './story-timeline';
import { ValuesSection } from './values-section';
import styles from './about-page.module.css';
import { PageHeader } from '../../../lib/page-header';
import { useT } from '../../../i18n';

export function AboutPage() {
  const t = useT();
  usePageMeta(t('meta.aboutTitle'), t('meta.aboutDescription'));
  return (
    <>
      <PageHeader
        className={styles.hero}
        eyebrow={t('about.eyebrow')}
        title={t('about.title')}
        lead={<FormattedMessage id="about.lead" values={{ em: (chunks) => <em>{chunks}</em> }} />}
      />
      <StoryTimeline />
      <ValuesSection />
      <TeamSection />
      <CultureList />
      <JoinTeam />
    </>
  );
}
