import { Button, getErrorMessage, useToast, type Enquiry } from '@mwangaza/shared';
import { Panel, useMarkEnquiryNotSpamMutation } from '@mwangaza/shared/console';
import styles from './enquiries.module.css';

const REASONS = {
  honeypot: 'a field only bots can see was filled in',
  'too-fast': 'the form was sent faster than a person can fill it in',
} as const;

/** On a suspected spam enquiry: why it was held, and "Not spam" to move it into the pipeline. */
export function SpamNotice({ enquiry }: { enquiry: Enquiry }) {
  const [markNotSpam, { isLoading }] = useMarkEnquiryNotSpamMutation();
  const toast = useToast();
  const run = async () => {
    try {
      await markNotSpam(enquiry.id).unwrap();
      toast.show('Moved to the pipeline', 'success');
    } catch (error) {
      toast.show(getErrorMessage(error, 'Failed to move the enquiry'), 'error');
    }
  };
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
