import { Button, type Enquiry } from '@mwangaza/shared';
import { useResendEnquiryNotificationMutation } from '@mwangaza/shared/console';
import { useToastOutcome } from '../../../components/use-toast-outcome';
import styles from './enquiries.module.css';

/**
 * Sends the enquiry's notification e-mail to the team's inbox again: after delivery gave up, or when the
 * first one was lost on the way. The delivery fields above show how it goes.
 */
export function ResendNotification({ enquiry }: { enquiry: Enquiry }) {
  const [resend, { isLoading }] = useResendEnquiryNotificationMutation();
  const toastOutcome = useToastOutcome();
  const run = () =>
    toastOutcome(
      resend(enquiry.id).unwrap(),
      'Notification queued for sending',
      'Failed to resend the notification',
    );

  return (
    <div className={styles.cardActions}>
      <Button
        variant={enquiry.delivery.state === 'failed' ? 'primary' : 'secondary'}
        size="sm"
        onClick={run}
        loading={isLoading}
      >
        Resend notification
      </Button>
    </div>
  );
}
