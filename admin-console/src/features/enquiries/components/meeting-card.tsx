import { useMemo } from 'react';
import { Link } from '@mwangaza/shared/router';
import { getErrorMessage, type Enquiry } from '@mwangaza/shared';
import { Panel, useGetBookingsQuery } from '@mwangaza/shared/console';
import { AGENDA_DAYS, STATE_LABELS, useReaderZone, ReaderTime } from '../../bookings';
import { Field } from './enquiry-field';
import styles from './enquiries.module.css';

const DAY = 24 * 60 * 60 * 1000;
const PLACES = { video: 'Video call', phone: 'Phone call', office: 'At the office' } as const;

/**
 * The discovery call booked for this enquiry, when it has one: the latest (a call cancelled and booked
 * again shows the new one). A call is booked after its enquiry was received, at most 90 days ahead.
 */
export function MeetingCard({ enquiry }: { enquiry: Enquiry }) {
  const { when, zone } = useReaderZone();
  const range = useMemo(
    () => ({
      from: enquiry.createdAt,
      to: new Date(Date.now() + (AGENDA_DAYS + 1) * DAY).toISOString(),
      enquiry: enquiry.id,
    }),
    [enquiry.createdAt, enquiry.id],
  );
  const { data, error } = useGetBookingsQuery(range);
  const call = data?.bookings.at(-1);
  if (!call && !error) return null;
  return (
    <Panel gap="sm" aria-labelledby="enquiry-meeting">
      <h2 id="enquiry-meeting" className={styles.cardTitle}>
        Discovery call
      </h2>
      {call ? (
        <dl className={styles.fields}>
          <Field label="When">
            <ReaderTime at={call.start} zone={zone}>
              {when(call.start)}
            </ReaderTime>
          </Field>
          <Field label="Consultant">{call.consultant.name}</Field>
          <Field label="Status">{STATE_LABELS[call.state]}</Field>
          <Field label="Where">{PLACES[call.place]}</Field>
          {call.cancelMessage && <Field label="Message to the visitor">{call.cancelMessage}</Field>}
        </dl>
      ) : (
        <p className={styles.muted}>{getErrorMessage(error, 'Failed to load the discovery call')}</p>
      )}
      <Link to="/admin/bookings">All bookings</Link>
    </Panel>
  );
}
