import { FormattedMessage } from 'react-intl';
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
              <FormattedMessage id="about.joinTitle" />
            </h2>
            <p className={styles.text}>
              <FormattedMessage id="about.joinText" />
            </p>
          </div>
          <ButtonLink to="/contact" size="lg">
            <FormattedMessage id="about.joinCta" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
