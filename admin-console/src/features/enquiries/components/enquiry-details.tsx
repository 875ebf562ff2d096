import { type Enquiry } from '@mwangaza/shared';
import { Panel } from '@mwangaza/shared/console';
import { ResourceHeader } from '../../../components/resource-header';
import { StaffTime } from '../../../components/staff-time';
import { languageName } from '../lib/languages';
import { DeliveryBadge, StageBadge } from './enquiry-badges';
import { Field } from './enquiry-field';
import { EnquiryNotes } from './enquiry-notes';
import { LeadSourceCard } from './lead-source-card';
import { MeetingCard } from './meeting-card';
import styles from './enquiries.module.css';
import { ResendNotification } from './resend-notification';
import { PipelineControls } from './pipeline-controls';
import { SpamNotice } from './spam-notice';
import { StackAnswersCard } from './stack-answers-card';

/** Every field the visitor sent, then what happened to the enquiry (status, e-mail delivery). */
export function EnquiryDetails({ enquiry }: { enquiry: Enquiry }) {
  const { delivery } = enquiry;
  return (
    <>
      <ResourceHeader
        title={`Enquiry from ${enquiry.name}`}
        description={
          <>
            Received <StaffTime at={enquiry.createdAt} /> · <StageBadge stage={enquiry.stage} />
          </>
        }
      />
      {enquiry.anonymisedAt && (
        <Panel as="p" gap="sm" role="note">
          Personal data erased <StaffTime at={enquiry.anonymisedAt} /> (a data subject&apos;s request or the
          end of the retention period).
        </Panel>
      )}
      {enquiry.suspectedSpam ? (
        <SpamNotice enquiry={enquiry} />
      ) : (
        <Panel gap="sm" aria-label="Pipeline">
          <PipelineControls key={`${enquiry.id}-${enquiry.nextStepAt ?? ''}`} enquiry={enquiry} />
        </Panel>
      )}

      <Panel gap="sm" aria-labelledby="enquiry-project">
        <h2 id="enquiry-project" className={styles.cardTitle}>
          Project
        </h2>
        <dl className={styles.fields}>
          <Field label="Project">{enquiry.project}</Field>
          <Field label="Challenge">{enquiry.challenge}</Field>
          <Field label="What success looks like">{enquiry.success}</Field>
        </dl>
      </Panel>

      {/* Cards in two columns, each as tall as its content: no card is stretched to its neighbour's height. */}
      <div className={styles.detailGrid}>
        <MeetingCard enquiry={enquiry} />
        <Panel gap="sm" aria-labelledby="enquiry-contact">
          <h2 id="enquiry-contact" className={styles.cardTitle}>
            Contact
          </h2>
          <dl className={styles.fields}>
            <Field label="Name">{enquiry.name}</Field>
            <Field label="Email">
              <a href={`mailto:${enquiry.email}`} className={styles.mail}>
                {enquiry.email}
              </a>
            </Field>
            <Field label="Company">{enquiry.company}</Field>
            <Field label="Preferred contact time">{enquiry.contactTime}</Field>
            <Field label="Language">{languageName(enquiry.locale)}</Field>
          </dl>
        </Panel>

        {enquiry.questionnaire && <StackAnswersCard questionnaire={enquiry.questionnaire} />}
        <LeadSourceCard source={enquiry.source ?? null} />

        <Panel gap="sm" aria-labelledby="enquiry-record">
          <h2 id="enquiry-record" className={styles.cardTitle}>
            Record
          </h2>
          <dl className={styles.fields}>
            <Field label="Received">
              <StaffTime at={enquiry.createdAt} />
            </Field>
            <Field label="Stage">
              <StageBadge stage={enquiry.stage} />
              {enquiry.stageChangedAt && (
                <span className={styles.muted}>
                  {' '}
                  since <StaffTime at={enquiry.stageChangedAt} />
                </span>
              )}
            </Field>
            <Field label="E-mail delivery">
              <DeliveryBadge delivery={delivery} />
            </Field>
            <Field label="Delivery attempts">{String(delivery.attempts)}</Field>
            {delivery.sentAt && (
              <Field label="Sent">
                <StaffTime at={delivery.sentAt} />
              </Field>
            )}
            {delivery.state === 'pending' && delivery.nextAttemptAt && (
              <Field label="Next attempt">
                <StaffTime at={delivery.nextAttemptAt} />
              </Field>
            )}
            {delivery.lastError && <Field label="Last error">{delivery.lastError}</Field>}
            {delivery.note && <Field label="Note">{delivery.note}</Field>}
          </dl>
          <ResendNotification enquiry={enquiry} />
        </Panel>
        <EnquiryNotes enquiry={enquiry} />
      </div>
    </>
  );
}
