import type { ReactNode } from 'react';
import { EmptyState, ErrorBanner, Spinner, getErrorMessage } from '@mwangaza/shared';

/** A query's own state, as an RTK Query hook hands it over (pass the hook's result as it is). */
export interface QueryState {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** What a list says in the states other than its own. */
export interface QueryMessages {
  /** What the spinner says, e.g. "Loading services...". */
  loadingLabel: string;
  /** The banner's text when the API gives no message of its own. */
  failure: string;
  /** What to say when there is nothing to show. */
  emptyMessage: string;
}

export interface QueryBodyProps {
  query: QueryState;
  messages: QueryMessages;
  /** Whether there is nothing to show. */
  isEmpty: boolean;
  /** The list, shown once there is something in it. */
  children: ReactNode;
}

/** A section's list in its four states: loading, failed (with a retry), empty, or the list itself. */
export function QueryBody({ query, messages, isEmpty, children }: QueryBodyProps) {
  if (query.isLoading) return <Spinner label={messages.loadingLabel} />;
  if (query.error) {
    return (
      <ErrorBanner
        message={getErrorMessage(query.error, messages.failure)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isEmpty) return <EmptyState message={messages.emptyMessage} />;
  return children;
}
