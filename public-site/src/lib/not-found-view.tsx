import type { ReactNode } from 'react';
import { Container } from '@mwangaza/shared';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../i18n';
import styles from './not-found-view.module.css';

export interface NotFoundViewProps {
  title: string;
  text: string;
  /** The way on: by default home and contact; a missing item's page leads back to its list first. */
  actions?: ReactNode;
}

/**
 * What every "not found" looks like, an unknown address or a missing service, case study, insight, person
 * or culture item: the gold 404, a title, a sentence and ways on.
 */
export function NotFoundView({ title, text, actions }: NotFoundViewProps) {
  return (
    <Container className={styles.root}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {actions ?? (
          <>
            <ButtonLink to="/">
              <FormattedMessage id="notFound.home" />
            </ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              <FormattedMessage id="notFound.contact" />
            </ButtonLink>
          </>
        )}
      </div>
    </Container>
  );
}
