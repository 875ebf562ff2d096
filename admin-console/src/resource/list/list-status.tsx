import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorBanner, getErrorMessage } from '@mwangaza/shared';
import { CenteredSpinner } from '../../components/centered-spinner';

interface ListStatusProps {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** 'case studies', 'services', 'culture items'. */
  plural: string;
  /** The add button's label, quoted in the empty state. */
  addLabel: string;
  /** The search the rows were filtered by (already debounced). */
  search: string;
  onClearSearch: () => void;
  count: number;
  canAdd: boolean;
  children: ReactNode;
}

/** Loading, error, empty and no-match states of a resource list, each with its own message; else the table. */
export function ListStatus(props: ListStatusProps) {
  const { isLoading, error, onRetry, plural, addLabel, search, onClearSearch, count, canAdd, children } =
    props;

  if (isLoading) {
    return <CenteredSpinner label={`Loading ${plural}...`} />;
  }
  if (error) {
    return <ErrorBanner message={getErrorMessage(error, `Failed to load ${plural}`)} onRetry={onRetry} />;
  }
  if (count === 0 && search.trim()) {
    return (
      <EmptyState
        message={`No ${plural} found matching "${search.trim()}"`}
        action={
          <Button variant="secondary" onClick={onClearSearch}>
            Clear search
          </Button>
        }
      />
    );
  }
  if (count === 0) {
    // Read-only users have no add button to point at.
    const message = canAdd ? `No ${plural} found. Click "${addLabel}" to create one.` : `No ${plural} found.`;
    return <EmptyState message={message} />;
  }
  return <>{children}</>;
}
