import { FormattedMessage } from 'react-intl';
import { Container } from '@mwangaza/shared';
import styles from './final-cta.module.css';
import { ButtonLink } from '../../../i18n';

/** The closing call to action of the home page. */
export function FinalCta() {
  return (
    <section className={styles.section} aria-labelledby="final-cta-title">
      <Container>
        <div className={styles.panel}>
          <h2 id="final-cta-title" className={styles.title}>
            <FormattedMessage id="home.ctaTitle" />
          </h2>
          <p className={styles.text}>
            <FormattedMessage id="home.ctaText" />
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/contact" size="lg">
              <FormattedMessage id="home.ctaPrimary" />
            </ButtonLink>
            <ButtonLink to="/book" size="lg" variant="secondary">
              <FormattedMessage id="cta.scheduleConsultation" />
            </ButtonLink>
            <ButtonLink to="/case-studies" size="lg" variant="ghost">
              <FormattedMessage id="home.ctaSecondary" />
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
