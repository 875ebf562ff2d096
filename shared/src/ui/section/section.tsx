import { useId, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import { Container } from '../container/container';
import styles from './section.module.css';

export interface SectionProps {
  title?: ReactNode;
  /** Small gold kicker shown above the title. */
  eyebrow?: ReactNode;
  /** Anchor id (e.g. for in-page links). */
  id?: string;
  /** Optional lead paragraph under the title. */
  intro?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A page section with an optional eyebrow and h2 title; named by its title for landmarks navigation. */
export function Section({ title, eyebrow, id, intro, className, children }: SectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={cx(styles.root, className)} aria-labelledby={title ? titleId : undefined}>
      <Container>
        {(title || eyebrow) && (
          <header className={styles.header}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            {title && (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            )}
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
