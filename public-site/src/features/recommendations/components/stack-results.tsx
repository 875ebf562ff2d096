import { useEffect, useId, useRef } from 'react';
import { Link } from '@mwangaza/shared/router';
import { Button, ButtonLink, type Questionnaire } from '@mwangaza/shared';
import { saveStackAnswers } from '../../../lib/stack-handoff';
import type { Recommendation } from '../recommend';
import styles from './build-my-stack.module.css';

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
        <section aria-labelledby={painId}>
          <h4 id={painId} className={styles.columnTitle}>
            Challenges you are likely facing
          </h4>
          <ul className={styles.points}>
            {result.painPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={stepsId}>
          <h4 id={stepsId} className={styles.columnTitle}>
            Your next steps
          </h4>
          <ol className={styles.steps}>
            {result.nextSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
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
