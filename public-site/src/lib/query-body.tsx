import type { ReactNode } from 'react';
import { EmptyState, ErrorBanner, Spinner, getErrorMessage } from '@mwangaza/shared';

export interface QueryBodyProps {
  /** The query's own state, as RTK Query hands it over. */
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
  /** What the spinner says, e.g. "Loading services...". */
  loadingLabel: string;
  /** The banner's text when the API gives no message of its own. */
  failure: string;
  /** Whether there is nothing to show, and what to say then. */
  isEmpty: boolean;
  emptyMessage: string;
  /** The list, shown once there is something in it. */
  children: ReactNode;
}

/** A section's list in its four states: loading, failed (with a retry), empty, or the list itself. */
export function QueryBody({
  isLoading,
  error,
  refetch,
  loadingLabel,
  failure,
  isEmpty,
  emptyMessage,
  children,
}: QueryBodyProps) {
  if (isLoading) return <Spinner label={loadingLabel} />;
  if (error) return <ErrorBanner message={getErrorMessage(error, failure)} onRetry={() => void refetch()} />;
  if (isEmpty) return <EmptyState message={emptyMessage} />;
  return children;
}
