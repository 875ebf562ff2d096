import { useNavigate, useSearchParams } from '@mwangaza/shared/router';
import { EmptyState, ErrorBanner, getErrorMessage, site, type TrafficReport } from '@mwangaza/shared';
import { useExportTrafficMutation, useGetTrafficQuery } from '@mwangaza/shared/console';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { CsvExportButton } from '../../../components/csv-export-button';
import { ConsoleScreen } from '../../../components/console-screen';
import { formatCount, formatDay } from '../lib/format';
import { readTrafficQuery, trafficSearch } from '../lib/traffic-params';
import { BarChart } from './bar-chart';
import { FunnelSection } from './funnel-section';
import { LanguageSection } from './language-section';
import { PeriodPicker } from './period-picker';
import { SummaryFigures } from './summary-figures';
import { TopLists } from './top-lists';
import { VitalsSection } from './vitals-section';
import styles from './traffic.module.css';

export const NO_PERMISSION = 'Traffic is available to administrators and editors.';
export const NO_VISITS = 'No visits recorded in this period yet';
/** Visits are counted by UTC day: said in the office's terms. */
const DAYS_NOTE = `UTC days, each from ${site.timeZone.utcOffsetHours} am ${site.timeZone.abbreviation}`;

/**
 * /admin/traffic: visitors, pages, sources, the funnel to won clients (also per language) and real visitors'
 * page speed.
 */
export function TrafficScreen() {
  return (
    <ConsoleScreen
      title="Traffic"
      description="Visits counted without cookies: where visitors come from, what they read, which visits became enquiries and clients, and how fast the pages are for them."
      only="editors"
      notice={NO_PERMISSION}
    >
      <TrafficReportView />
    </ConsoleScreen>
  );
}

function TrafficReportView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = readTrafficQuery(params);
  // Today's figures change by the minute: ask again whenever the screen opens.
  const { data, isLoading, isFetching, error, refetch } = useGetTrafficQuery(query, {
    refetchOnMountOrArgChange: true,
  });
  const [exportTraffic, { isLoading: exporting }] = useExportTrafficMutation();
  return (
    <>
      <PeriodPicker
        key={trafficSearch(query)}
        query={query}
        onChange={(next) => navigate({ search: trafficSearch(next) })}
      />
      {isLoading ? (
        <CenteredSpinner label="Loading traffic..." />
      ) : error || !data ? (
        <ErrorBanner message={getErrorMessage(error, 'Failed to load the traffic')} onRetry={refetch} />
      ) : data.pageViews.value === 0 ? (
        <EmptyState message={NO_VISITS} />
      ) : (
        <div className={styles.report} aria-busy={isFetching || undefined}>
          <p className={styles.muted}>
            {formatDay(data.from)} – {formatDay(data.to)} ({DAYS_NOTE}){' '}
            <CsvExportButton
              load={() => exportTraffic(query).unwrap()}
              name="traffic"
              failure="Failed to export the traffic"
              loading={exporting}
            />
          </p>
          <Report report={data} />
        </div>
      )}
    </>
  );
}

function Report({ report }: { report: TrafficReport }) {
  return (
    <>
      <SummaryFigures report={report} />
      <BarChart
        title="Visitors per day"
        columns={['Day', 'Visitors (page views)']}
        bars={report.daily.map((day) => ({
          key: day.date,
          label: formatDay(day.date),
          value: day.visitors,
          text: `${formatCount(day.visitors)} visitors (${formatCount(day.pageViews)} page views)`,
        }))}
      />
      <FunnelSection report={report} />
      <LanguageSection report={report} />
      <TopLists report={report} />
      <VitalsSection report={report} />
    </>
  );
}
