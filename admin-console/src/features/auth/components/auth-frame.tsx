import type { ReactNode } from 'react';
import { Link } from '@mwangaza/shared/router';
import { Brand } from '../../../layout/brand';
import { useDocumentTitle } from '../../../layout/use-document-title';
import styles from './auth-frame.module.css';

interface AuthFrameProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Under the card: links to the other auth screen and back to the site. */
  footer?: ReactNode;
}

/** The centred card of the login and registration screens; its heading is the tab's title. */
export function AuthFrame({ title, subtitle, children, footer }: AuthFrameProps) {
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <div className={styles.brand}>
          <Brand />
        </div>
        <div className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
        <Link to="/" className={styles.siteLink}>
          ← Back to the website
        </Link>
      </main>
    </div>
  );
}
