import type { ReactNode } from 'react';
import { EmptyState, cx, useAuth } from '@mwangaza/shared';
import { ResourceHeader } from './resource-header';
import styles from './screen.module.css';

/** Who may see a screen's content; everyone else reads `notice` (the API refuses them too). */
type Access = { only?: undefined; notice?: undefined } | { only: 'admins' | 'editors'; notice: string };

type ConsoleScreenProps = Access & {
  title: string;
  description: ReactNode;
  /** The screen's own additions to the shared column (e.g. a narrower width). */
  className?: string;
  /** The screen's own additions to the header's layout. */
  headerClassName?: string;
  children: ReactNode;
};

/** A console screen's frame: its heading for everyone, then its content (with `only`, for those staff alone). */
export function ConsoleScreen({
  title,
  description,
  only,
  notice,
  className,
  headerClassName,
  children,
}: ConsoleScreenProps) {
  const { isAdmin, canWrite } = useAuth();
  const allowed = only === undefined || (only === 'admins' ? isAdmin : canWrite);
  return (
    <div className={cx(styles.screen, className)}>
      <ResourceHeader className={headerClassName} title={title} description={description} />
      {allowed ? children : <EmptyState message={notice} />}
    </div>
  );
}
