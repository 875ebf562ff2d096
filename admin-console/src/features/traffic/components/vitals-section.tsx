import { useState } from 'react';
import { WEB_VITAL_BUDGETS, type TrafficReport, type WebVitalName } from '@mwangaza/shared';
import { Select } from '@mwangaza/shared/controls';
import { Table } from '@mwangaza/shared/console';
import { formatCount, formatDay, formatVital } from '../lib/format';
import { DEVICE_LABELS, VITAL_LABELS } from '../lib/labels';
import { BarChart } from './bar-chart';
import styles from './traffic.module.css';

type VitalRow = TrafficReport['vitals'][number];
const NAMES = Object.keys(WEB_VITAL_BUDGETS) as WebVitalName[];

/** Real visitors' page speed: the 75th percentile per page and device class, and per day, against the budgets. */
export function VitalsSection({ report }: { report: TrafficReport }) {
  const [name, setName] = useState<WebVitalName>('LCP');
  const budget = WEB_VITAL_BUDGETS[name];
  const days = report.vitalsDaily.filter((row) => row.name === name);
  return (
    <section className={styles.section} aria-labelledby="traffic-vitals">
      <h2 id="traffic-vitals" className={styles.sectionTitle}>
        Page speed of real visitors
      </h2>
      {report.vitals.length === 0 ? (
        <p className={styles.muted}>No page speed measured in this period.</p>
      ) : (
        <Table
          caption="75th percentile per page and device class"
          columns={[
            { key: 'path', header: 'Page', render: (row: VitalRow) => row.path },
            { key: 'device', header: 'Device', render: (row: VitalRow) => DEVICE_LABELS[row.device] },
            { key: 'name', header: 'Metric', render: (row: VitalRow) => row.name },
            {
              key: 'p75',
              header: '75th percentile',
              nowrap: true,
              render: (row: VitalRow) => {
                const over = row.p75 > WEB_VITAL_BUDGETS[row.name];
                return (
                  <span className={over ? styles.over : undefined}>
                    {formatVital(row.name, row.p75)}
                    {over && ' (over budget)'}
                  </span>
                );
              },
            },
            {
              key: 'budget',
              header: 'Budget',
              nowrap: true,
              render: (row: VitalRow) => formatVital(row.name, WEB_VITAL_BUDGETS[row.name]),
            },
            { key: 'samples', header: 'Samples', render: (row: VitalRow) => formatCount(row.samples) },
          ]}
          rows={report.vitals}
          getRowKey={(row) => `${row.path}|${row.device}|${row.name}`}
        />
      )}
      <Select
        label="Metric over time"
        value={name}
        options={NAMES.map((value) => ({ value, label: VITAL_LABELS[value] }))}
        onChange={(event) => setName(event.target.value as WebVitalName)}
      />
      {days.length > 0 && (
        <BarChart
          title={`${VITAL_LABELS[name]}, 75th percentile per day`}
          columns={['Day', '75th percentile']}
          target={{ value: budget, label: `budget ${formatVital(name, budget)}` }}
          formatValue={(value) => formatVital(name, value)}
          wholeNumbers={false}
          bars={days.map((row) => ({
            key: row.date,
            label: formatDay(row.date),
            value: row.p75,
            text: `${formatVital(name, row.p75)} (${formatCount(row.samples)} samples)`,
          }))}
        />
      )}
    </section>
  );
}
