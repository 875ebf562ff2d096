import { useMemo } from 'react';
import { EmptyState, ErrorBanner, Spinner, getErrorMessage, type Booking } from '@mwangaza/shared';
import { Panel, Table, useGetBookingsQuery } from '@mwangaza/shared/console';
import { Link } from '@mwangaza/shared/router';
import { agendaWindow, useReaderZone, ReaderTime } from '../../bookings';
import styles from './dashboard.module.css';

/** The dashboard shows the next three calls. */
export const NEXT_CALLS = 3;

/** The next discovery calls still to start, in the reader's time zone, with a link to the agenda. */
export function NextCalls() {
  const { when, zone } = useReaderZone();
  const range = useMemo(() => agendaWindow('upcoming', Date.now()), []);
  const { data, isLoading, error, refetch } = useGetBookingsQuery(range);
  const now = Date.now();
  const rows = (data?.bookings ?? [])
    .filter((call) => call.state === 'booked' && Date.parse(call.start) > now)
    .slice(0, NEXT_CALLS);
  const columns = [
    {
      key: 'when',
      header: 'When',
      render: (row: Booking) => (
        <ReaderTime at={row.start} zone={zone}>
          {when(row.start)}
        </ReaderTime>
      ),
    },
    {
      key: 'visitor',
      header: 'Visitor',
      render: (row: Booking) => (
        <Link to={`/admin/enquiries/${encodeURIComponent(row.enquiry)}`} className={styles.primary}>
          {row.company ? `${row.name}, ${row.company}` : row.name}
        </Link>
      ),
    },
    { key: 'consultant', header: 'Consultant', render: (row: Booking) => row.consultant.name },
  ];

  return (
    <Panel className={styles.panel} aria-labelledby="next-calls-heading">
      <div className={styles.panelHeader}>
        <h2 id="next-calls-heading" className={styles.panelTitle}>
          Next calls
        </h2>
        <Link to="/admin/bookings" className={styles.panelLink}>
          All bookings
        </Link>
      </div>
      {isLoading ? (
        <div className={styles.center}>
          <Spinner label="Loading the next calls..." />
        </div>
      ) : error ? (
        <ErrorBanner message={getErrorMessage(error, 'Failed to load the next calls')} onRetry={refetch} />
      ) : rows.length === 0 ? (
        <EmptyState message="No discovery calls booked." />
      ) : (
        <Table caption="Next calls" columns={columns} rows={rows} getRowKey={(row) => row.id} />
      )}
    </Panel>
  );
}
