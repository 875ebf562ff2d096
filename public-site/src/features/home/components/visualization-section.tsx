import { FormattedMessage } from 'react-intl';
import { Section } from '@mwangaza/shared';
import { DataVizLoop } from './data-viz-loop';
import styles from './visualization-section.module.css';
import { useT } from '../../../i18n';

/** "See it in motion": what a client's data looks like once it is flowing. */
export function VisualizationSection() {
  const t = useT();
  return (
    <Section eyebrow={t('home.vizEyebrow')} title={t('home.vizTitle')}>
      <div className={styles.layout}>
        <div className={styles.copy}>
          <p>
            <FormattedMessage id="home.vizLead" />
          </p>
          <ul role="list" className={styles.points}>
            <li>
              <FormattedMessage id="home.vizPoint1" />
            </li>
            <li>
              <FormattedMessage id="home.vizPoint2" />
            </li>
            <li>
              <FormattedMessage id="home.vizPoint3" />
            </li>
          </ul>
        </div>
        <DataVizLoop />
      </div>
    </Section>
  );
}
