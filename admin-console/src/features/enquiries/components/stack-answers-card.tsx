import { STACK_MATURITY_LABELS, STACK_SERVICES, type Questionnaire } from '@mwangaza/shared';
import { Panel } from '@mwangaza/shared/console';
import styles from './enquiries.module.css';

/** What the visitor chose in Build My Stack before writing, and what it recommended to them. */
export function StackAnswersCard({ questionnaire }: { questionnaire: Questionnaire }) {
  const { answers, recommendedServices } = questionnaire;
  return (
    <Panel gap="sm" aria-labelledby="enquiry-stack">
      <h2 id="enquiry-stack" className={styles.cardTitle}>
        Build My Stack answers
      </h2>
      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>Goals</dt>
          <dd>
            <ul className={styles.plainList}>
              {answers.goals.map((goal) => (
                <li key={goal}>{goal}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div className={styles.field}>
          <dt>Data maturity</dt>
          <dd>
            {STACK_MATURITY_LABELS[answers.maturity]} ({answers.maturity} of 3)
          </dd>
        </div>
        <div className={styles.field}>
          <dt>Recommended services</dt>
          <dd>
            <ul className={styles.plainList}>
              {recommendedServices.map((id) => (
                <li key={id}>{STACK_SERVICES[id]}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </Panel>
  );
}
