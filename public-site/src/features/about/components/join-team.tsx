import { Container } from '@mwangaza/shared';
import styles from './join-team.module.css';
import { ButtonLink } from '../../../i18n';

export function JoinTeam() {
  return (
    <section className={styles.section} aria-labelledby="join-team-title">
      <Container>
        <div className={styles.panel}>
          <div>
            <h2 id="join-team-title" className={styles.title}>
              Join the team
            </h2>
            <p className={styles.text}>
              We are always glad to meet curious analysts, engineers and designers who care about African
              data. Tell us what you would like to work on.
            </p>
          </div>
          <ButtonLink to="/contact" size="lg">
            Get in Touch
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
