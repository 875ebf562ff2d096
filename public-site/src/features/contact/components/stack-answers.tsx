import { useId } from 'react';
import { Button, STACK_MATURITY_LABELS, STACK_SERVICES, type Questionnaire } from '@mwangaza/shared';
import styles from './stack-answers.module.css';

interface Props {
  questionnaire: Questionnaire;
  onRemove(): void;
}

/** Build My Stack's answers, shown where they will be sent, with a way to leave them out. */
export function StackAnswers({ questionnaire, onRemove }: Props) {
  const titleId = useId();
  const { answers, recommendedServices } = questionnaire;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          Your Build My Stack results
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label="Remove my Build My Stack results from this message"
        >
          Remove
        </Button>
      </div>
      <p className={styles.lead}>These are sent with your message, so we can prepare for the conversation.</p>
      <dl className={styles.facts}>
        <div>
          <dt>Goals</dt>
          <dd>{answers.goals.join(', ')}</dd>
        </div>
        <div>
          <dt>Data maturity</dt>
          <dd>{STACK_MATURITY_LABELS[answers.maturity]}</dd>
        </div>
        <div>
          <dt>Recommended services</dt>
          <dd>{recommendedServices.map((id) => STACK_SERVICES[id]).join(', ')}</dd>
        </div>
      </dl>
    </section>
  );
}
