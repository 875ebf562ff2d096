import { useState } from 'react';
import { Link } from '@mwangaza/shared/router';
import { EmptyState, ErrorBanner, getErrorMessage, useAuth } from '@mwangaza/shared';
import { useGetAvailabilityQuery, useGetBookingConsultantsQuery } from '@mwangaza/shared/console';
import { Select } from '@mwangaza/shared/controls';
import { UNSAVED_CHANGES_MESSAGE } from '../../../resource/form/use-unsaved-changes';
import { ConsoleScreen } from '../../../components/console-screen';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { AvailabilityForm } from './availability-form';
import { BlockTime } from './block-time';
import { HolidaysForm } from './holidays-form';
import styles from './availability.module.css';

/**
 * /admin/bookings/availability: when a consultant takes discovery calls (weekly hours in their zone, call
 * length, buffer, notice, how far ahead, calls a day, days off, where), times blocked at once, and the public
 * holidays no one takes calls on. The API lets editors and administrators set anyone's: the screen opens on
 * the signed-in staff member's own (their person's staff account) and offers the others.
 */
export function AvailabilityScreen() {
  return (
    <ConsoleScreen
      title="Availability"
      description={
        <>
          When each consultant takes discovery calls: the free times visitors are offered on the site’s
          booking page follow from these rules, the blocked times and the public holidays.{' '}
          <Link to="/admin/bookings">Back to the bookings</Link>
        </>
      }
      only="editors"
      notice="Availability is set by editors and administrators."
    >
      <Availability />
    </ConsoleScreen>
  );
}

function Availability() {
  const { user } = useAuth();
  const { data, isLoading, error, refetch } = useGetBookingConsultantsQuery();
  const consultants = data?.consultants ?? [];
  const own = consultants.find((c) => c.account && c.account === user?.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const person = consultants.find((c) => c.id === chosen) ?? own ?? consultants[0];

  if (isLoading) return <CenteredSpinner label="Loading consultants..." />;
  if (error)
    return (
      <ErrorBanner message={getErrorMessage(error, 'Failed to load the consultants')} onRetry={refetch} />
    );
  return (
    <>
      {person ? (
        <>
          <div className={styles.bar}>
            <Select
              label="Consultant"
              value={person.id}
              options={consultants.map((c) => ({
                value: c.id,
                label: c === own ? `${c.name} (you)` : c.name,
              }))}
              onChange={(event) => {
                if (dirty && !window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
                setDirty(false);
                setChosen(event.target.value);
              }}
            />
          </div>
          {/* Keyed: another consultant's rules start the form afresh. */}
          <ConsultantRules key={person.id} personId={person.id} name={person.name} onDirtyChange={setDirty} />
        </>
      ) : (
        <EmptyState message="No one takes discovery calls yet. Turn on “Takes discovery calls” for a person on the People screen." />
      )}
      <HolidaysForm />
    </>
  );
}

interface ConsultantRulesProps {
  personId: string;
  name: string;
  onDirtyChange: (dirty: boolean) => void;
}

function ConsultantRules({ personId, name, onDirtyChange }: ConsultantRulesProps) {
  const { data, isLoading, error, refetch } = useGetAvailabilityQuery(personId);
  if (isLoading) return <CenteredSpinner label="Loading availability..." />;
  if (!data)
    return (
      <ErrorBanner
        message={getErrorMessage(error, `Failed to load the availability of ${name}`)}
        onRetry={refetch}
      />
    );
  return (
    <>
      <BlockTime personId={personId} name={name} saved={data.availability} />
      <AvailabilityForm
        personId={personId}
        name={name}
        saved={data.availability}
        onDirtyChange={onDirtyChange}
      />
    </>
  );
}
