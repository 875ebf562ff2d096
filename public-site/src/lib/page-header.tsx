import type { ReactNode } from 'react';
import { Container } from '@mwangaza/shared';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  /** The small gold line over the title. */
  eyebrow: string;
  /** The page's h1. */
  title: string;
  /** The end of the title, in gold. */
  accent?: string;
  lead: ReactNode;
  /** The header's own look; the listing pages' band by default. */
  className?: string;
  /** What stands under the lead (a search box). */
  children?: ReactNode;
}

/** The header a public page opens with: an eyebrow over its title, then a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  accent,
  lead,
  className = styles.hero,
  children,
}: PageHeaderProps) {
  return (
    <header className={className}>
      <Container>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>
          {/* The space in the title's own text: the heading is laid out as it was written by hand. */}
          {accent ? `${title} ` : title}
          {accent && <span className={styles.accent}>{accent}</span>}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </Container>
    </header>
  );
}
