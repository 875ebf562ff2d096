import { useState } from 'react';
import {
  Button,
  cx,
  ErrorBanner,
  Spinner,
  getErrorMessage,
  useGetNewsletterSendQuery,
  useStartNewsletterSendMutation,
  type Insight,
} from '@mwangaza/shared';
import { ConfirmDialog, useToast } from '@mwangaza/shared/console';
import { StaffTime } from '../../components/staff-time';
import styles from '../../resource/history/history-panel.module.css';
import own from './newsletter-send-panel.module.css';

/** How often the progress is read again while messages are still waiting. */
const POLL_MS = 2000;

/**
 * An insight's one send to the newsletter's subscribers: nothing is sent until an editor presses the
 * button (and confirms); then its progress (sent, pending, failed) live, and afterwards when, by whom and to
 * how many. An insight is sent at most once.
 */
export function NewsletterSendPanel({ insight }: { insight: Pick<Insight, 'id' | 'status'> }) {
  const [polling, setPolling] = useState(true);
  const {
    data: send,
    error,
    isLoading,
  } = useGetNewsletterSendQuery(insight.id, {
    pollingInterval: polling ? POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const [start, { isLoading: starting }] = useStartNewsletterSendMutation();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const never = error && 'status' in error && error.status === 404;
  const finished = send && send.state === 'queued' && send.pending === 0;
  if ((finished || never) && polling) setPolling(false);
  if (send && !finished && !polling) setPolling(true);

  const confirmSend = async () => {
    try {
      await start(insight.id).unwrap();
      toast.show('Sending to subscribers', 'success');
      setPolling(true);
    } catch (failure) {
      toast.show(getErrorMessage(failure, 'Failed to start the send'), 'error');
    }
    setConfirming(false);
  };

  return (
    <section aria-labelledby="newsletter-send-heading" className={cx(styles.panel, own.spaced)}>
      <h2 id="newsletter-send-heading" className={styles.heading}>
        Newsletter
      </h2>
      {isLoading && <Spinner label="Loading the send..." />}
      {error && !never && <ErrorBanner message={getErrorMessage(error, 'Failed to load the send')} />}
      {never && insight.status !== 'published' && (
        <p className={styles.muted}>Publish this insight to send it to subscribers.</p>
      )}
      {never && insight.status === 'published' && (
        <>
          <p className={styles.muted}>
            Not sent. Confirmed subscribers get it once; those who chose topics only if it names one of their
            services.
          </p>
          <Button variant="secondary" className={own.send} onClick={() => setConfirming(true)}>
            Send to subscribers
          </Button>
        </>
      )}
      {send && (
        <>
          <p className={styles.title}>
            <strong>
              {finished ? 'Sent' : 'Sending'} to {send.recipients}{' '}
              {send.recipients === 1 ? 'subscriber' : 'subscribers'}
            </strong>{' '}
            · by {send.by || 'unknown'} · <StaffTime at={send.startedAt} />
          </p>
          <p className={styles.meta} role="status" aria-live="polite">
            {send.sent} sent · {send.pending} pending · {send.failed} failed
          </p>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Send to subscribers?"
        message="Every confirmed subscriber this insight is for receives it by e-mail. An insight can be sent only once."
        confirmLabel="Send"
        busy={starting}
        onConfirm={() => void confirmSend()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
