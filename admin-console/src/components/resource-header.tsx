import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styles from './resource-header.module.css';
import { cx } from '@mwangaza/shared';
import { useDocumentTitle } from '../layout/use-document-title';

interface ResourceHeaderProps {
  /** The screen's heading, and its tab's title. */
  title: string;
  description?: ReactNode;
  /** Move focus to the heading on mount (a form opened or closed: tell screen-reader users where they are). */
  focusOnMount?: boolean;
  actions?: ReactNode;
  /** For screens that move focus to the heading themselves (e.g. after a delete). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** One screen's spacing on top of the shared layout (e.g. a wider gap above wrapped actions). */
  className?: string;
}

export function ResourceHeader({
  title,
  description,
  focusOnMount = false,
  actions,
  headingRef,
  className,
}: ResourceHeaderProps) {
  useDocumentTitle(title);
  const ownRef = useRef<HTMLHeadingElement>(null);
  const ref = headingRef ?? ownRef;
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount, ref]);

  return (
    <header className={cx(styles.root, className)}>
      <div>
        <h1 ref={ref} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions}
    </header>
  );
}
