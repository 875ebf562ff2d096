import { useState } from 'react';
import { Link } from '@mwangaza/shared/router';
import { Button, getErrorMessage, type PrivacySubjectExport } from '@mwangaza/shared';
import { useToast, ConfirmDialog, Panel, useEraseSubjectMutation } from '@mwangaza/shared/console';
import { downloadFile, fileDate } from '../../../components/download-file';
import { StaffTime } from '../../../components/staff-time';
import styles from './privacy.module.css';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What is held about one address, with Download JSON and Erase. */
export function SubjectData({ data, onErased }: { data: PrivacySubjectExport; onErased(): void }) {
  const [confirming, setConfirming] = useState(false);
  const [erase, { isLoading }] = useEraseSubjectMutation();
  const toast = useToast();
  const live = data.enquiries.filter((enquiry) => !enquiry.anonymisedAt);
  const subscription = data.subscriptions[0];
  const nothing = data.enquiries.length === 0 && data.emails.length === 0 && !data.account && !subscription;

  const run = async () => {
    try {
      const result = await erase(data.email).unwrap();
      toast.show(
        `Personal data erased: ${plural(result.enquiriesAnonymised, 'enquiry', 'enquiries')} anonymised, ${plural(result.notesRemoved, 'note', 'notes')} removed${result.subscriptionsErased ? ', newsletter subscription deleted' : ''}`,
        'success',
      );
      setConfirming(false);
      onErased();
    } catch (error) {
      toast.show(getErrorMessage(error, 'Failed to erase the personal data'), 'error');
    }
  };

  return (
    <Panel gap="sm" aria-labelledby="subject-title">
      <h2 id="subject-title" className={styles.cardTitle}>
        Held about {data.email}
      </h2>
      {nothing ? (
        <p className={styles.muted}>Nothing is held about this address.</p>
      ) : (
        <ul className={styles.summary}>
          <li>
            {plural(data.enquiries.length, 'enquiry', 'enquiries')} ({live.length} with personal data)
          </li>
          <li>{plural(data.emails.length, 'e-mail', 'e-mails')} in the outbox</li>
          <li>
            {subscription
              ? `Newsletter: ${subscription.status}, ${plural(subscription.consents.length, 'consent', 'consents')} recorded (latest: version ${subscription.consents.at(-1)?.textVersion ?? '—'} on ${subscription.consents.at(-1)?.page ?? '—'})`
              : 'No newsletter subscription'}
          </li>
          <li>
            {data.account
              ? `A staff account (${data.account.role}): manage it on the Users screen`
              : 'No staff account'}
          </li>
        </ul>
      )}
      {data.enquiries.length > 0 && (
        <ul className={styles.enquiries} aria-label="Enquiries">
          {data.enquiries.map((enquiry) => (
            <li key={enquiry.id}>
              <Link to={`/admin/enquiries/${encodeURIComponent(enquiry.id)}`}>{enquiry.name}</Link>, received{' '}
              <StaffTime at={enquiry.createdAt} />
              {enquiry.anonymisedAt && <span className={styles.muted}> (anonymised)</span>}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() =>
            downloadFile(
              [JSON.stringify(data, null, 2)],
              `personal-data-${fileDate()}.json`,
              'application/json',
            )
          }
        >
          Download JSON
        </Button>
        {live.length + data.emails.length + data.subscriptions.length > 0 && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Erase personal data
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Erase personal data?"
        message={`The ${plural(data.enquiries.length, 'enquiry', 'enquiries')} from ${data.email} will be anonymised (name, e-mail, company and messages erased, internal notes removed) the e-mails to or about them blanked and any newsletter subscription deleted with its consent records. This cannot be undone.`}
        confirmLabel="Erase"
        busy={isLoading}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
