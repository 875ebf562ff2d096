import { ButtonLink } from '@mwangaza/shared';
import styles from './not-found-screen.module.css';
import { useDocumentTitle } from './use-document-title';

/** Any /admin path that is not a screen. */
export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <section className={styles.root} aria-labelledby="admin-not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="admin-not-found" tabIndex={-1} className={styles.title}>
        Page not found
      </h1>
      <p className={styles.text}>
        There is no admin page at this address. It may have moved, or the link may be mistyped.
      </p>
      <ButtonLink to="/admin">Back to the dashboard</ButtonLink>
    </section>
  );
}
