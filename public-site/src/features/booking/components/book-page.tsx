import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  Container,
  ErrorBanner,
  isApiError,
  useBookCallMutation,
  type PublicBooking,
  type SlotList,
} from '@mwangaza/shared';
import { ButtonLink, useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { clearStackAnswers, loadStackAnswers } from '../../../lib/stack-handoff';
import { BookingForm, type BookingDetails } from './booking-form';
import { BookingHero } from './booking-hero';
import { BookingSummary } from './booking-summary';
import { TimeChooser } from './time-chooser';
import styles from './booking.module.css';

/** A refusal because someone else took the time: its answer carries the next free times. */
export function takenSlots(error: unknown): SlotList | undefined {
  return isApiError(error) && error.status === 409 ? (error.data as { slots?: SlotList })?.slots : undefined;
}

/** /book: a free discovery call in the visitor's time zone, then who they are and what it is about. */
export function BookPage() {
  const t = useT();
  usePageMeta(t('book.metaTitle'), t('book.metaDescription'));
  const [choice, setChoice] = useState<{ start?: string; timeZone?: string }>({});
  const [offered, setOffered] = useState<SlotList>();
  const [questionnaire, setQuestionnaire] = useState(loadStackAnswers);
  const [book, { data: booked, error, isLoading, reset }] = useBookCallMutation();
  const [email, setEmail] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const taken = takenSlots(error);
  useEffect(() => {
    if (taken) setOffered(taken);
    if (error) alertRef.current?.focus();
  }, [error, taken]);

  const onStart = (start: string | undefined, timeZone: string) => {
    setChoice({ start, timeZone });
    if (start) reset();
  };

  const submit = (details: BookingDetails) => {
    if (!choice.start || !choice.timeZone) return;
    setEmail(details.email.trim());
    void book({
      start: choice.start,
      timeZone: choice.timeZone,
      name: details.name.trim(),
      email: details.email.trim(),
      ...(details.company.trim() ? { company: details.company.trim() } : {}),
      topic: details.topic.trim(),
      ...(questionnaire ? { questionnaire } : {}),
      ...(details.website ? { website: details.website } : {}),
    })
      .unwrap()
      .then(
        () => clearStackAnswers(),
        () => setChoice((c) => ({ ...c, start: undefined })),
      );
  };

  return (
    <>
      <BookingHero
        titleId={booked ? 'book.successTitle' : 'book.title'}
        leadId={booked ? undefined : 'book.lead'}
      />
      <Container className={styles.layout}>
        {booked ? (
          <BookingDone booking={booked.booking} email={email} />
        ) : (
          <>
            {error && (
              <div ref={alertRef} tabIndex={-1} className={styles.alert}>
                <ErrorBanner message={t(taken ? 'book.taken' : 'book.failed')} />
              </div>
            )}
            <TimeChooser offered={offered} start={choice.start} onStart={onStart} />
            {choice.start && choice.timeZone && (
              <div ref={formRef} className={styles.details}>
                <BookingSummary start={choice.start} timeZone={choice.timeZone} headingLevel={2} />
                <BookingForm
                  sending={isLoading}
                  questionnaire={questionnaire}
                  onRemoveQuestionnaire={() => {
                    clearStackAnswers();
                    setQuestionnaire(null);
                  }}
                  onSubmit={submit}
                />
              </div>
            )}
          </>
        )}
      </Container>
    </>
  );
}

/** The success state: when, with whom, and that the invitation (with its links) is on its way. */
function BookingDone({ booking, email }: { booking: PublicBooking; email: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.done} role="status">
      <BookingSummary start={booking.start} timeZone={booking.timeZone} booking={booking} email={email} />
      <ButtonLink to="/" variant="secondary">
        <FormattedMessage id="book.another" />
      </ButtonLink>
    </div>
  );
}
