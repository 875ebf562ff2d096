import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Container } from '@mwangaza/shared';
import type { MessageId } from '../../../i18n';
import styles from './newsletter-link-page.module.css';

/** What the pages a newsletter e-mail's links open look like: a title, a sentence or two, what to do. */
export function NewsletterLinkPage({
  titleId,
  children,
  actions,
}: {
  /** The title's message id (the lint rule reads a `title` prop as visible text). */
  titleId: MessageId;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Container className={styles.root}>
      <p className={styles.eyebrow}>
        <FormattedMessage id="newsletter.eyebrow" />
      </p>
      <h1 className={styles.title} tabIndex={-1}>
        <FormattedMessage id={titleId} />
      </h1>
      <div className={styles.text} role="status">
        {children}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </Container>
  );
}
