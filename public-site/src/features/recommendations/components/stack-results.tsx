import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, type Questionnaire } from '@mwangaza/shared';
import { saveStackAnswers } from '../../../lib/stack-handoff';
import type { Recommendation } from '../recommend';
import styles from './build-my-stack.module.css';
import { ButtonLink, Link, useT, type MessageId } from '../../../i18n';
import { STACK_SERVICE_MESSAGES } from '../../../lib/stack-labels';

interface StackResultsProps {
  result: Recommendation;
  /** What the contact form carries along when the visitor schedules a consultation. */
  questionnaire: Questionnaire;
  onStartOver(): void;
}

export function StackResults({ result, questionnaire, onStartOver }: StackResultsProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const painId = useId();
  const stepsId = useId();

  // The questionnaire the user was in has gone: move focus (and screen readers) to what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={styles.panel}>
      <div className={styles.resultsHeader}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
          <FormattedMessage id="stack.resultsTitle" />
        </h3>
        <p className={styles.insight}>
          <FormattedMessage id={result.maturityInsight} />
        </p>
      </div>

      <ol className={styles.services}>
        {result.services.map((service, index) => (
          <li key={service.id}>
            <Link to={`/services/${service.id}`} className={styles.serviceLink}>
              <span className={styles.serviceIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className={styles.serviceName}>{t(STACK_SERVICE_MESSAGES[service.id])}</span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ol>

      <div className={styles.columns}>
        <PointColumn
          id={painId}
          title={t('stack.painTitle')}
          points={result.painPoints}
          className={styles.points}
        />
        <PointColumn
          id={stepsId}
          title={t('stack.stepsTitle')}
          points={result.nextSteps}
          className={styles.steps}
          ordered
        />
      </div>

      <div className={styles.actions}>
        <ButtonLink to="/book" size="lg" onClick={() => saveStackAnswers(questionnaire)}>
          <FormattedMessage id="stack.schedule" />
        </ButtonLink>
        <Button variant="secondary" size="lg" onClick={onStartOver}>
          <FormattedMessage id="stack.startOver" />
        </Button>
      </div>
    </div>
  );
}

interface PointColumnProps {
  id: string;
  title: string;
  points: readonly MessageId[];
  className: string | undefined;
  /** Numbered (steps to take in turn) rather than bulleted. */
  ordered?: boolean;
}

/** One of the results' two columns: a heading over its points. */
function PointColumn({ id, title, points, className, ordered = false }: PointColumnProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section aria-labelledby={id}>
      <h4 id={id} className={styles.columnTitle}>
        {title}
      </h4>
      <List className={className}>
        {points.map((point) => (
          <li key={point}>
            <FormattedMessage id={point} />
          </li>
        ))}
      </List>
    </section>
  );
}
