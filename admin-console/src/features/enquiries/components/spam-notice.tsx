import { Button, type Enquiry } from '@mwangaza/shared';
import { Panel, useMarkEnquiryNotSpamMutation } from '@mwangaza/shared/console';
import { useToastOutcome } from '../../../components/use-toast-outcome';
import styles from './enquiries.module.css';

const REASONS = {
  honeypot: 'a field only bots can see was filled in',
  'too-fast': 'the form was sent faster than a person can fill it in',
} as const;

/** On a suspected spam enquiry: why it was held, and "Not spam" to move it into the pipeline. */
export function SpamNotice({ enquiry }: { enquiry: Enquiry }) {
  const [markNotSpam, { isLoading }] = useMarkEnquiryNotSpamMutation();
  const toastOutcome = useToastOutcome();
  const run = () =>
    toastOutcome(markNotSpam(enquiry.id).unwrap(), 'Moved to the pipeline', 'Failed to move the enquiry');
  return (
    <Panel gap="sm" className={styles.spamNotice} aria-label="Suspected spam">
      <p>
        <strong>Suspected spam.</strong> Held out of the pipeline because{' '}
        {enquiry.spamReason ? REASONS[enquiry.spamReason] : 'it looked automated'}. No e-mail was sent for it.
      </p>
      <Button size="sm" onClick={run} loading={isLoading}>
        Not spam
      </Button>
    </Panel>
  );
}
