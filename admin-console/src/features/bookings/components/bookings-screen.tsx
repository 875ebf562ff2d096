import { useEffect, useMemo, useState } from 'react';
import { Link } from '@mwangaza/shared/router';
import { ButtonLink, EmptyState, ErrorBanner, getErrorMessage, type Booking } from '@mwangaza/shared';
import {
  Table,
  useCancelStaffBookingMutation,
  useGetBookingConsultantsQuery,
  useGetBookingsQuery,
  useMarkBookingOutcomeMutation,
} from '@mwangaza/shared/console';
import { Chip, Select } from '@mwangaza/shared/controls';
import { ConsoleScreen } from '../../../components/console-screen';
import { RowMenu, type RowMenuItem } from '../../../components/row-menu';
import { useToastOutcome } from '../../../components/use-toast-outcome';
import { CenteredSpinner } from '../../../components/centered-spinner';
import {
  AGENDA_DAYS,
  STATE_LABELS,
  agendaWindow,
  allowedActions,
  groupByDay,
  inView,
  type AgendaView,
} from '../lib/agenda';
import { useReaderZone } from '../lib/reader-zone';
import { ReaderTime } from './reader-time';
import { CancelBookingDialog } from './cancel-booking-dialog';
import styles from './bookings.module.css';

const MINUTE = 60_000;

/** The clock the agenda reads, moved on every minute: a call that starts while the screen is open can be marked. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** /admin/bookings: discovery calls by day in the reader's time zone, to cancel or mark held or no-show. */
export function BookingsScreen() {
  return (
    <ConsoleScreen
      title="Bookings"
      description="Discovery calls visitors booked on the site, by day. Cancelling e-mails the visitor; once a call has started, mark it held or no-show. Availability sets when each consultant takes calls, blocks time and keeps the public holidays."
      only="editors"
      notice="You do not have permission to view bookings."
    >
      <Agenda />
    </ConsoleScreen>
  );
}

function Agenda() {
  const now = useMinuteClock();
  const [view, setView] = useState<AgendaView>('upcoming');
  const { zone, format, when, label } = useReaderZone();
  // The window moves with the clock only when the tab changes: a minute's tick must not refetch the agenda.
  const [consultant, setConsultant] = useState('');
  const consultants = useGetBookingConsultantsQuery().data?.consultants ?? [];
  const range = useMemo(() => agendaWindow(view, Date.now()), [view]);
  const { data, isLoading, isFetching, error, refetch } = useGetBookingsQuery({
    ...range,
    ...(consultant ? { consultant } : {}),
  });
  const [cancelBooking, cancelling] = useCancelStaffBookingMutation();
  const [markOutcome] = useMarkBookingOutcomeMutation();
  const outcome = useToastOutcome();
  const [toCancel, setToCancel] = useState<Booking | null>(null);

  const days = groupByDay(
    (data?.bookings ?? []).filter((booking) => inView(booking, view, now)),
    view,
    format.dayKey,
  );

  const cancel = async (message: string) => {
    if (!toCancel) return;
    const done = await outcome(
      cancelBooking({ id: toCancel.id, ...(message ? { message } : {}) }).unwrap(),
      'Call cancelled; the visitor is told by e-mail',
      'Failed to cancel the call',
    );
    if (done) setToCancel(null);
  };
  const mark = (booking: Booking, state: 'held' | 'no-show') =>
    void outcome(
      markOutcome({ id: booking.id, state }).unwrap(),
      `Call marked ${STATE_LABELS[state].toLowerCase()}`,
      'Failed to update the call',
    );

  const actions = (booking: Booking): RowMenuItem[] => {
    const allowed = allowedActions(booking, now);
    return [
      ...(allowed.outcome && booking.state !== 'held'
        ? [{ label: 'Mark held', onSelect: () => mark(booking, 'held') }]
        : []),
      ...(allowed.outcome && booking.state !== 'no-show'
        ? [{ label: 'Mark no-show', onSelect: () => mark(booking, 'no-show') }]
        : []),
      ...(allowed.cancel
        ? [{ label: 'Cancel call', danger: true, onSelect: () => setToCancel(booking) }]
        : []),
    ];
  };

  const columns = [
    {
      key: 'time',
      header: 'Time',
      nowrap: true,
      render: (row: Booking) => (
        <ReaderTime at={row.start} zone={zone}>
          {format.span(row.start, row.end)}
        </ReaderTime>
      ),
    },
    {
      key: 'visitor',
      header: 'Visitor',
      render: (row: Booking) => (
        <>
          <span className={styles.name}>{row.name}</span>
          <span className={styles.email}>{row.email}</span>
        </>
      ),
    },
    {
      key: 'company',
      header: 'Company',
      render: (row: Booking) => row.company || <span className={styles.muted}>—</span>,
    },
    { key: 'consultant', header: 'Consultant', render: (row: Booking) => row.consultant.name },
    {
      key: 'status',
      header: 'Status',
      render: (row: Booking) => (
        <>
          {STATE_LABELS[row.state]}
          {row.cancelMessage && <span className={styles.muted}>“{row.cancelMessage}”</span>}
        </>
      ),
    },
    {
      key: 'enquiry',
      header: 'Enquiry',
      render: (row: Booking) => (
        <Link
          to={`/admin/enquiries/${encodeURIComponent(row.enquiry)}`}
          aria-label={`Open enquiry of ${row.name}`}
        >
          Open enquiry
        </Link>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row: Booking) => <RowMenu label={`Actions for ${row.name}’s call`} items={actions(row)} />,
    },
  ];

  return (
    <>
      <div className={styles.bar}>
        <div className={styles.filters} role="group" aria-label="Which calls">
          <Chip selected={view === 'upcoming'} onClick={() => setView('upcoming')}>
            Upcoming
          </Chip>
          <Chip selected={view === 'past'} onClick={() => setView('past')}>
            Past
          </Chip>
        </div>
        {consultants.length > 1 && (
          <Select
            label="Consultant"
            value={consultant}
            options={[
              { value: '', label: 'Everyone' },
              ...consultants.map((c) => ({ value: c.id, label: c.name })),
            ]}
            onChange={(event) => setConsultant(event.target.value)}
          />
        )}
        <p className={styles.zone}>Times in your time zone: {label(new Date(now))}</p>
        <ButtonLink to="/admin/bookings/availability" variant="secondary" size="sm">
          Availability and blocked time
        </ButtonLink>
      </div>
      {isLoading ? (
        <CenteredSpinner label="Loading bookings..." />
      ) : error ? (
        <ErrorBanner message={getErrorMessage(error, 'Failed to load bookings')} onRetry={refetch} />
      ) : days.length === 0 ? (
        <EmptyState
          message={
            view === 'upcoming'
              ? `No calls booked in the next ${AGENDA_DAYS} days.`
              : `No calls in the last ${AGENDA_DAYS} days.`
          }
        />
      ) : (
        days.map((day) => {
          const heading = format.heading(day.bookings[0]!.start);
          return (
            <section key={day.key} className={styles.day} aria-label={heading}>
              <h2 className={styles.dayHeading}>{heading}</h2>
              <Table
                caption={`Calls on ${heading}`}
                columns={columns}
                rows={day.bookings}
                getRowKey={(row) => row.id}
                busy={isFetching}
              />
            </section>
          );
        })
      )}
      <CancelBookingDialog
        booking={toCancel}
        when={toCancel ? when(toCancel.start) : ''}
        busy={cancelling.isLoading}
        onConfirm={(message) => void cancel(message)}
        onClose={() => setToCancel(null)}
      />
    </>
  );
}
