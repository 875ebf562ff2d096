import { type TrafficReport } from '@mwangaza/shared';
import { LOCALE_INFO } from '@mwangaza/shared/i18n';
import { Table } from '@mwangaza/shared/console';
import { formatCount } from '../lib/format';
import { FUNNEL_LABELS } from '../lib/labels';
import { stepText } from './funnel-section';
import styles from './traffic.module.css';

type LanguageRow = TrafficReport['languages'][number];
type LanguageFunnel = TrafficReport['funnelByLanguage'][number];

/**
 * Visitors and page views per language of the pages read (the path's /sw or /fr, else English), then the
 * funnel per language: the steps taken on its pages, the enquiries sent in it.
 */
export function LanguageSection({ report }: { report: TrafficReport }) {
  const steps = report.funnelByLanguage[0]?.steps ?? [];
  return (
    <section className={styles.section} aria-labelledby="traffic-languages">
      <h2 id="traffic-languages" className={styles.sectionTitle}>
        Languages
      </h2>
      <p className={styles.muted}>
        A visitor who read pages in two languages counts in both. Enquiries count in the language they were
        sent in.
      </p>
      <Table
        caption="Visitors by language"
        columns={[
          {
            key: 'language',
            header: 'Language',
            render: (row: LanguageRow) => LOCALE_INFO[row.locale].englishName,
          },
          { key: 'visitors', header: 'Visitors', render: (row: LanguageRow) => formatCount(row.visitors) },
          {
            key: 'pageViews',
            header: 'Page views',
            render: (row: LanguageRow) => formatCount(row.pageViews),
          },
        ]}
        rows={report.languages}
        getRowKey={(row) => row.locale}
      />
      <Table
        caption="Funnel by language"
        columns={[
          {
            key: 'language',
            header: 'Language',
            render: (row: LanguageFunnel) => LOCALE_INFO[row.locale].englishName,
          },
          ...steps.map(({ step }, index) => ({
            key: step,
            header: FUNNEL_LABELS[step],
            nowrap: true,
            className: styles.stepColumn,
            render: (row: LanguageFunnel) => {
              const found = row.steps.find((candidate) => candidate.step === step);
              return found ? stepText(found, index === 0) : '—';
            },
          })),
        ]}
        rows={report.funnelByLanguage}
        getRowKey={(row) => row.locale}
      />
    </section>
  );
}
