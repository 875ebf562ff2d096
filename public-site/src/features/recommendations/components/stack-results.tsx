import { useEffect, useId, useRef } from 'react';
import { Button, type Questionnaire } from '@mwangaza/shared';
import { saveStackAnswers } from '../../../lib/stack-handoff';
import type { Recommendation } from '../recommend';
import styles from './build-my-stack.module.css';
import { ButtonLink, Link } from '../../../i18n';

interface StackResultsProps {
  result: Recommendation;
  /** What the contact form carries along when the visitor schedules a consultation. */
  questionnaire: Questionnaire;
  onStartOver(): void;
}

export function StackResults({ result, questionnaire, onStartOver }: StackResultsProps) {
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
          Your Recommended Stack
        </h3>
        <p className={styles.insight}>{result.maturityInsight}</p>
      </div>

      <ol className={styles.services}>
        {result.services.map((service, index) => (
          <li key={service.id}>
            <Link to={`/services/${service.id}`} className={styles.serviceLink}>
              <span className={styles.serviceIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className={styles.serviceName}>{service.name}</span>
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
          title="Challenges you are likely facing"
          points={result.painPoints}
          className={styles.points}
        />
        <PointColumn
          id={stepsId}
          title="Your next steps"
          points={result.nextSteps}
          className={styles.steps}
          ordered
        />
      </div>

      <div className={styles.actions}>
        <ButtonLink to="/contact" size="lg" onClick={() => saveStackAnswers(questionnaire)}>
          Schedule a Consultation
        </ButtonLink>
        <Button variant="secondary" size="lg" onClick={onStartOver}>
          Start Over
        </Button>
      </div>
    </div>
  );
}

interface PointColumnProps {
  id: string;
  title: string;
  points: readonly string[];
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
          <li key={point}>{point}</li>
        ))}
      </List>
    </section>
  );
}
