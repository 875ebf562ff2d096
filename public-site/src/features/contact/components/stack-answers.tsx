import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, type Questionnaire } from '@mwangaza/shared';
import { useT } from '../../../i18n';
import {
  STACK_GOAL_MESSAGES,
  STACK_MATURITY_MESSAGES,
  STACK_SERVICE_MESSAGES,
} from '../../../lib/stack-labels';
import styles from './stack-answers.module.css';

interface Props {
  questionnaire: Questionnaire;
  onRemove(): void;
}

/** Build My Stack's answers, shown where they will be sent, with a way to leave them out. */
export function StackAnswers({ questionnaire, onRemove }: Props) {
  const t = useT();
  const titleId = useId();
  const { answers, recommendedServices } = questionnaire;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          <FormattedMessage id="contact.stackTitle" />
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('contact.stackRemoveLabel')}
        >
          <FormattedMessage id="contact.stackRemove" />
        </Button>
      </div>
      <p className={styles.lead}>
        <FormattedMessage id="contact.stackLead" />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>
            <FormattedMessage id="contact.stackGoals" />
          </dt>
          <dd>{answers.goals.map((goal) => t(STACK_GOAL_MESSAGES[goal])).join(', ')}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="contact.stackMaturity" />
          </dt>
          <dd>{t(STACK_MATURITY_MESSAGES[answers.maturity])}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="contact.stackServices" />
          </dt>
          <dd>{recommendedServices.map((id) => t(STACK_SERVICE_MESSAGES[id])).join(', ')}</dd>
        </div>
      </dl>
    </section>
  );
}
