import { lazy, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { RemoteMount, Spinner } from '@mwangaza/shared';
import { reportRemoteFailure } from './error-reporting';
import { loadRemoteRoutes, preloadedRemoteRoutes } from './remotes/load-remote-routes';
import type { RemoteName } from './remotes/remote-entries';
import { RemoteErrorBoundary } from './remotes/remote-error-boundary';
import { RemoteUnavailable } from './remotes/remote-unavailable';
import styles from './remotes/remote-frame.module.css';

interface RemoteBoundaryProps {
  name: RemoteName;
  /** What to show instead of the remote when it cannot be loaded or throws; defaults to a message with Retry. */
  renderUnavailable?: (retry: () => void) => ReactNode;
}

// One lazy component per remote and attempt, kept across route changes so that going back to a remote
// already loaded renders at once instead of suspending again.
const lazyRoutes = new Map<string, ComponentType>();
// The latest attempt per remote, so that coming back to a remote that failed tries it afresh.
const latestAttempt = new Map<RemoteName, { attempt: number; failed: boolean }>();

function getLazyRoutes(name: RemoteName, attempt: number): ComponentType {
  const key = `${name}#${attempt}`;
  let component = lazyRoutes.get(key);
  if (!component) {
    latestAttempt.set(name, { attempt, failed: false });
    component =
      (attempt === 0 && preloadedRemoteRoutes(name)) ||
      lazy(() =>
        loadRemoteRoutes(name, attempt).catch((error: unknown) => {
          latestAttempt.set(name, { attempt, failed: true });
          reportRemoteFailure('remote-load', name, error);
          throw error;
        }),
      );
    lazyRoutes.set(key, component);
  }
  return component;
}

function firstAttempt(name: RemoteName): number {
  const latest = latestAttempt.get(name);
  if (!latest) return 0;
  return latest.failed ? latest.attempt + 1 : latest.attempt;
}

/**
 * Mounts a remote's routes: a spinner while its code loads, and if the remote cannot be fetched or
 * throws, a message with Retry in its place while the rest of the site keeps working.
 */
export function RemoteBoundary({ name, renderUnavailable }: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(() => firstAttempt(name));
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  const RemoteRoutes = getLazyRoutes(name, attempt);

  return (
    <RemoteErrorBoundary
      key={`${name}:${attempt}`}
      remote={name}
      fallback={
        <div data-remote={name} data-remote-state="failed" className={styles.contents}>
          {renderUnavailable ? renderUnavailable(retry) : <RemoteUnavailable onRetry={retry} />}
        </div>
      }
    >
      <RemoteMount
        name={name}
        fallback={
          <div data-remote={name} data-remote-state="loading" className={styles.loading}>
            <Spinner label="Loading..." />
          </div>
        }
      >
        <RemoteRoutes />
      </RemoteMount>
    </RemoteErrorBoundary>
  );
}
