import type { ReactNode } from 'react';
import { Container } from '@mwangaza/shared';
import styles from './cta-panel.module.css';

interface CtaPanelProps {
  /** The section's accessible name. */
  label: string;
  title: string;
  text: ReactNode;
  /** The buttons and links beside the text. */
  children: ReactNode;
}

/** The closing call-to-action panel of the services and case-study pages: a title and text, then actions. */
export function CtaPanel({ label, title, text, children }: CtaPanelProps) {
  return (
    <section className={styles.root} aria-label={label}>
      <Container>
        <div className={styles.panel}>
          <div>
            <h2 className={styles.title}>{title}</h2>
            <p className={styles.text}>{text}</p>
          </div>
          <div className={styles.actions}>{children}</div>
        </div>
      </Container>
    </section>
  );
}
