import { type TrafficReport } from '@mwangaza/shared';
import { Table } from '@mwangaza/shared/console';
import { LOCALE_INFO } from '@mwangaza/shared/i18n';
import { formatCount } from '../lib/format';
import { DEVICE_LABELS, EVENT_LABELS } from '../lib/labels';
import styles from './traffic.module.css';

interface List {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}

/** The period's top pages, referrers, campaigns, device classes and events, each as a table. */
function lists(report: TrafficReport): List[] {
  return [
    {
      caption: 'Top pages',
      headers: ['Page', 'Language', 'Visitors', 'Page views'],
      // The "(other)" row, pages past the top ones, has no one language.
      rows: report.pages.map((page) => [
        page.path,
        page.locale ? LOCALE_INFO[page.locale].englishName : '',
        page.visitors,
        page.pageViews,
      ]),
    },
    {
      caption: 'Referrers',
      headers: ['Referrer', 'Visitors'],
      rows: report.referrers.map((row) => [row.referrer, row.visitors]),
    },
    {
      caption: 'Campaigns',
      headers: ['Source', 'Medium', 'Campaign', 'Visitors'],
      rows: report.campaigns.map((row) => [row.source, row.medium, row.campaign, row.visitors]),
    },
    {
      caption: 'Device classes',
      headers: ['Device', 'Visitors'],
      rows: report.devices.map((row) => [DEVICE_LABELS[row.device], row.visitors]),
    },
    {
      caption: 'Events',
      headers: ['Event', 'Count'],
      rows: report.events.map((row) => [EVENT_LABELS[row.name], row.count]),
    },
  ];
}

export function TopLists({ report }: { report: TrafficReport }) {
  return (
    <div className={styles.grid}>
      {lists(report).map(({ caption, headers, rows }) => (
        <section key={caption} className={styles.section} aria-label={caption}>
          <h2 className={styles.sectionTitle}>{caption}</h2>
          {rows.length === 0 ? (
            <p className={styles.muted}>None in this period.</p>
          ) : (
            <Table
              caption={caption}
              columns={headers.map((header, column) => ({
                key: header,
                header,
                render: (row: (string | number)[]) => {
                  const cell = row[column]!;
                  return typeof cell === 'number' ? formatCount(cell) : cell || '—';
                },
              }))}
              rows={rows}
              getRowKey={(row) => row.join('|')}
            />
          )}
        </section>
      ))}
    </div>
  );
}
