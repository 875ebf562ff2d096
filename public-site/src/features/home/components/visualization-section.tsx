import { Section } from '@mwangaza/shared';
import { DataVizLoop } from './data-viz-loop';
import styles from './visualization-section.module.css';

/** "See it in motion": what a client's data looks like once it is flowing. */
export function VisualizationSection() {
  return (
    <Section eyebrow="See it in motion" title="From raw records to a live decision board">
      <div className={styles.layout}>
        <div className={styles.copy}>
          <p>
            Most of our clients start with spreadsheets e-mailed around on Monday mornings. A few weeks later
            they have a board that refreshes itself: volumes, trends and exceptions, in one place, trusted by
            everyone who opens it.
          </p>
          <ul role="list" className={styles.points}>
            <li>Data pulled automatically from M-Pesa, ERPs, CRMs and field apps</li>
            <li>Checks on every load, so a broken feed is flagged before anyone sees a wrong number</li>
            <li>Views designed with the people who use them, on laptops and phones</li>
          </ul>
        </div>
        <DataVizLoop />
      </div>
    </Section>
  );
}
