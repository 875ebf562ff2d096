import { ButtonLink, Container } from '@mwangaza/shared';
import styles from './final-cta.module.css';

/** The closing call to action of the home page. */
export function FinalCta() {
  return (
    <section className={styles.section} aria-labelledby="final-cta-title">
      <Container>
        <div className={styles.panel}>
          <h2 id="final-cta-title" className={styles.title}>
            Ready to see what your data is telling you?
          </h2>
          <p className={styles.text}>
            Tell us about your project. A senior analyst will reply within 24 hours with first ideas and an
            honest view of what it would take.
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/contact" size="lg">
              Start a Conversation
            </ButtonLink>
            <ButtonLink to="/case-studies" size="lg" variant="ghost">
              See Our Work
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
