import { ButtonLink, Container, site } from '@mwangaza/shared';
import styles from '../../../lib/cta-panel.module.css';

/** Closing call to action of the case-study pages. */
export function CaseStudyCta({ title = 'Have a challenge like these?' }: { title?: string }) {
  return (
    <section className={styles.root} aria-label="Start a project">
      <Container>
        <div className={styles.panel}>
          <div>
            <h2 className={styles.title}>{title}</h2>
            <p className={styles.text}>
              Tell us about your data and the result you need. A consultant will reply {site.replyPromise}.
            </p>
          </div>
          <div className={styles.actions}>
            <ButtonLink to="/contact" size="lg">
              Start Your Project
            </ButtonLink>
            <ButtonLink to="/services" variant="ghost" size="lg">
              Explore our services
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
