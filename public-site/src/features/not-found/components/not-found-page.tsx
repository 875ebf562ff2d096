import { useEffect } from 'react';
import { ButtonLink, Container, track } from '@mwangaza/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import styles from './not-found-page.module.css';

/** Any public path we do not serve. */
export function NotFoundPage() {
  usePageMeta('Page not found', 'The page you were looking for does not exist or has moved.');
  useEffect(() => track('not_found'), []);
  return (
    <Container className={styles.root}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The page you were looking for does not exist or has moved.</p>
      <div className={styles.actions}>
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </Container>
  );
}
