import { type LeadSource } from '@mwangaza/shared';
import { Panel } from '@mwangaza/shared/console';
import { Field } from './enquiry-field';
import styles from './enquiries.module.css';

const UTM_FIELDS = [
  ['source', 'Campaign source'],
  ['medium', 'Campaign medium'],
  ['campaign', 'Campaign'],
  ['term', 'Campaign term'],
  ['content', 'Campaign content'],
] as const;

/** Where the sender's visit began: its first page, the site it came from and the campaign parameters. */
export function LeadSourceCard({ source }: { source: LeadSource | null }) {
  return (
    <Panel gap="sm" aria-labelledby="enquiry-source">
      <h2 id="enquiry-source" className={styles.cardTitle}>
        Lead source
      </h2>
      {source ? (
        <dl className={styles.fields}>
          <Field label="Landing page">{source.landingPage}</Field>
          <Field label="Referrer">{source.referrer || 'None (typed, bookmarked or from an app)'}</Field>
          {UTM_FIELDS.filter(([key]) => source.utm[key]).map(([key, label]) => (
            <Field key={key} label={label}>
              {source.utm[key]}
            </Field>
          ))}
        </dl>
      ) : (
        <p className={styles.muted}>
          Not recorded: sent before lead sources were kept, or the visitor asked not to be tracked.
        </p>
      )}
    </Panel>
  );
}
