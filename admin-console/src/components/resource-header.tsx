import { useEffect, useRef, type ReactNode } from 'react';
import styles from './resource-header.module.css';

interface ResourceHeaderProps {
  title: string;
  description?: ReactNode;
  /** Move focus to the heading on mount (a form opened or closed: tell screen-reader users where they are). */
  focusOnMount?: boolean;
  actions?: ReactNode;
}

export function ResourceHeader({ title, description, focusOnMount = false, actions }: ResourceHeaderProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);

  return (
    <header className={styles.root}>
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
