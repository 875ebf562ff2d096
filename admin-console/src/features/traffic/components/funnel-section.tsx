import { type FunnelRow, type TrafficReport } from '@mwangaza/shared';
import { Table } from '@mwangaza/shared/console';
import { formatCount, formatRate } from '../lib/format';
import { FUNNEL_LABELS, FUNNEL_SHORT_LABELS } from '../lib/labels';
import { BarChart } from './bar-chart';
import styles from './traffic.module.css';

/** A step's count, and after the first its share of the step before (Subscribed: of the visits). */
export const stepText = (step: FunnelRow['steps'][number], first: boolean) =>
  first ? formatCount(step.count) : `${formatCount(step.count)} (${formatRate(step.rate)})`;

/**
 * Visit → Build My Stack completed → subscribed (newsletter confirmed) → contact started → enquiry sent →
 * meeting booked → qualified → won: the whole site as a chart, then each source and campaign; each step with its share of the step before.
 */
export function FunnelSection({ report }: { report: TrafficReport }) {
  const [overall, ...bySource] = report.funnel;
  if (!overall) return null;
  return (
    <section className={styles.section} aria-labelledby="traffic-funnel">
      <h2 id="traffic-funnel" className={styles.sectionTitle}>
        Funnel
      </h2>
      <BarChart
        title="Funnel of the whole site (share of the step before; Subscribed: share of visits)"
        columns={['Step', 'Visits (conversion)']}
        labels="names"
        bars={overall.steps.map((step, index) => ({
          key: step.step,
          label: FUNNEL_LABELS[step.step],
          shortLabel: FUNNEL_SHORT_LABELS[step.step],
          value: step.count,
          text: stepText(step, index === 0),
        }))}
      />
      {bySource.length > 0 && (
        <Table
          caption="Funnel by source and campaign"
          columns={[
            { key: 'source', header: 'Source', render: (row: FunnelRow) => row.source },
            { key: 'campaign', header: 'Campaign', render: (row: FunnelRow) => row.campaign || '—' },
            ...overall.steps.map(({ step }, index) => ({
              key: step,
              header: FUNNEL_LABELS[step],
              nowrap: true,
              className: styles.stepColumn,
              render: (row: FunnelRow) => {
                const found = row.steps.find((candidate) => candidate.step === step);
                return found ? stepText(found, index === 0) : '—';
              },
            })),
          ]}
          rows={bySource}
          getRowKey={(row) => `${row.source}|${row.campaign}`}
        />
      )}
    </section>
  );
}
