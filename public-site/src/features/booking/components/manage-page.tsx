import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LOCALE_INFO } from '@mwangaza/shared/i18n';
import {
  Button,
  Container,
  ErrorBanner,
  useCancelBookingMutation,
  useGetManagedBookingQuery,
  useRescheduleBookingMutation,
  type SlotList,
} from '@mwangaza/shared';
import { ButtonLink, useLocale, useT } from '../../../i18n';
import { usePageMeta } from '../../../lib/use-page-meta';
import { slotFormat } from '../time-zones';
import { takenSlots } from './book-page';
import { BookingHero } from './booking-hero';
import { BookingSummary } from './booking-summary';
import { TimeChooser } from './time-chooser';
import styles from './booking.module.css';

/** The link's token travels in the fragment, which browsers never send to a server nor log. */
function useFragmentToken(): [string | undefined, (token: string) => void] {
  const [token, setToken] = useState<string>();
  useEffect(() => setToken(window.location.hash.slice(1) || ''), []);
  const replace = (next: string) => {
    window.history.replaceState(window.history.state, '', `#${next}`);
    setToken(next);
  };
  return [token, replace];
}

type Done = { kind: 'moved'; start: string; timeZone: string } | { kind: 'cancelled' };

/** /book/manage#<token>: the visitor's call from their invitation's link, to see, move or cancel it. */
export function ManageBookingPage() {
  const t = useT();
  usePageMeta(t('manage.metaTitle'), t('manage.metaDescription'));
  const intlLocale = LOCALE_INFO[useLocale()].intl;
  const [token, setToken] = useFragmentToken();
  const { data, isLoading, isError } = useGetManagedBookingQuery(token ?? '', { skip: !token });
  const [reschedule, moving] = useRescheduleBookingMutation();
  const [cancel, cancelling] = useCancelBookingMutation();
  const [mode, setMode] = useState<'view' | 'move' | 'confirm'>('view');
  const [choice, setChoice] = useState<{ start?: string; timeZone?: string }>({});
  const [offered, setOffered] = useState<SlotList>();
  const [done, setDone] = useState<Done>();
  const statusRef = useRef<HTMLDivElement>(null);
  const failed = moving.error ?? cancelling.error;

  useEffect(() => {
    if (done || failed) statusRef.current?.focus();
  }, [done, failed]);

  const move = async () => {
    if (!token || !choice.start || !choice.timeZone) return;
    try {
      const moved = await reschedule({ token, start: choice.start, timeZone: choice.timeZone }).unwrap();
      setToken(moved.token);
      setDone({ kind: 'moved', start: moved.booking.start, timeZone: moved.booking.timeZone });
      setMode('view');
    } catch (error) {
      setOffered(takenSlots(error));
      setChoice((c) => ({ ...c, start: undefined }));
    }
  };

  const confirmCancel = async () => {
    if (!token) return;
    try {
      await cancel(token).unwrap();
      setDone({ kind: 'cancelled' });
    } catch {
      setMode('view');
    }
  };

  const booking = done?.kind === 'cancelled' ? undefined : data?.booking;
  return (
    <>
      <BookingHero titleId="manage.title" />
      <Container className={styles.layout}>
        <div ref={statusRef} tabIndex={-1} className={styles.alert} role="status">
          {done && (
            <p className={styles.summaryText}>
              {done.kind === 'moved' ? (
                <FormattedMessage
                  id="manage.moved"
                  values={{ when: slotFormat(intlLocale, done.timeZone).when(done.start) }}
                />
              ) : (
                <FormattedMessage id="manage.cancelled" />
              )}
            </p>
          )}
          {failed && <ErrorBanner message={t(takenSlots(failed) ? 'book.taken' : 'manage.failed')} />}
        </div>
        {(token === '' || (token && isError) || done?.kind === 'cancelled') && (
          <div className={styles.done}>
            {done?.kind !== 'cancelled' && (
              <p>
                <FormattedMessage id={token === '' ? 'manage.noToken' : 'manage.missing'} />
              </p>
            )}
            <ButtonLink to="/book" variant="secondary">
              <FormattedMessage id="manage.bookNew" />
            </ButtonLink>
          </div>
        )}
        {(token === undefined || isLoading) && (
          <p className={styles.status} role="status">
            <FormattedMessage id="manage.loading" />
          </p>
        )}
        {booking && !isError && (
          <div className={styles.done}>
            <BookingSummary
              start={booking.start}
              timeZone={booking.timeZone}
              booking={booking}
              headingLevel={2}
            />
            {mode === 'view' && (
              <div className={styles.actions}>
                <Button onClick={() => setMode('move')}>
                  <FormattedMessage id="manage.reschedule" />
                </Button>
                <Button variant="secondary" onClick={() => setMode('confirm')}>
                  <FormattedMessage id="manage.cancel" />
                </Button>
              </div>
            )}
            {mode === 'confirm' && (
              <div className={styles.status}>
                <p>
                  <FormattedMessage id="manage.confirmCancel" />
                </p>
                <div className={styles.actions}>
                  <Button
                    variant="danger"
                    onClick={() => void confirmCancel()}
                    disabled={cancelling.isLoading}
                  >
                    <FormattedMessage id="manage.confirmYes" />
                  </Button>
                  <Button variant="ghost" onClick={() => setMode('view')}>
                    <FormattedMessage id="manage.keep" />
                  </Button>
                </div>
              </div>
            )}
          </div>
        )}
        {booking && mode === 'move' && (
          <>
            <TimeChooser
              consultant={booking.consultant.id}
              offered={offered}
              start={choice.start}
              onStart={(start, timeZone) => setChoice({ start, timeZone })}
            />
            {choice.start && choice.timeZone && (
              <div className={styles.actions}>
                <Button onClick={() => void move()} disabled={moving.isLoading}>
                  {moving.isLoading ? (
                    <FormattedMessage id="manage.moving" />
                  ) : (
                    <FormattedMessage
                      id="manage.moveTo"
                      values={{ when: slotFormat(intlLocale, choice.timeZone).when(choice.start) }}
                    />
                  )}
                </Button>
                <Button variant="ghost" onClick={() => setMode('view')}>
                  <FormattedMessage id="manage.keep" />
                </Button>
              </div>
            )}
          </>
        )}
      </Container>
    </>
  );
}
