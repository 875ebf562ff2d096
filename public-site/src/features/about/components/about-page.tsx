import { usePageMeta } from '../../../lib/use-page-meta';
import { TeamSection } from '../../people';
import { CultureList } from './culture-list';
import { JoinTeam } from './join-team';
import { StoryTimeline } from './story-timeline';
import { ValuesSection } from './values-section';
import styles from './about-page.module.css';
import { PageHeader } from '../../../lib/page-header';

export function AboutPage() {
  usePageMeta(
    'About Us',
    'The story of Mwangaza Analytics: founded in Nairobi in 2015, now helping clients in 12 countries make decisions with data. Our values and culture.',
  );
  return (
    <>
      <PageHeader
        className={styles.hero}
        eyebrow="About Mwangaza Analytics"
        title="We bring data into the light"
        lead={
          <>
            <em>Mwangaza</em> is Swahili for light. Since 2015 our Nairobi-born team has helped hospitals,
            banks, farmers’ cooperatives, retailers and NGOs see clearly what their data has been trying to
            tell them.
          </>
        }
      />
      <StoryTimeline />
      <ValuesSection />
      <TeamSection />
      <CultureList />
      <JoinTeam />
    </>
  );
}
