import type { ReactNode } from 'react';
import { Container, ErrorBanner, Spinner, cx, getErrorMessage } from '@mwangaza/shared';
import styles from './collection-item-page.module.css';

interface ItemState<T> {
  item: T | undefined;
  notFound: boolean;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface CollectionItemPageProps<T> {
  /** What useCollectionItem answered. */
  state: ItemState<T>;
  /** The spinner's label (none: the spinner's own). */
  loadingLabel?: string;
  notFound: { title: string; text: string; back: ReactNode };
  /** Any other failure: a title, the message when the API gives none, and the way back. */
  failed: { title: string; fallbackMessage: string; back: ReactNode };
  /** Status screens centred (text and link) rather than aligned to the start. */
  centered?: boolean;
  children: (item: T) => ReactNode;
}

/**
 * A collection's detail page: 'not found' on a 404, a spinner until the item is there (a retry too), an
 * error with a retry for any other failure, else the item's own page.
 */
export function CollectionItemPage<T>({
  state,
  loadingLabel,
  notFound,
  failed,
  centered = false,
  children,
}: CollectionItemPageProps<T>) {
  const { item, error, isLoading, isFetching, refetch } = state;
  const statusClass = cx(styles.state, centered && styles.centered);
  if (state.notFound) {
    return (
      <Container className={statusClass}>
        <h1 className={styles.title}>{notFound.title}</h1>
        <p className={styles.text}>{notFound.text}</p>
        {notFound.back}
      </Container>
    );
  }
  if (isLoading || (isFetching && !item)) {
    return (
      <Container className={statusClass}>
        <Spinner label={loadingLabel} size="lg" />
      </Container>
    );
  }
  if (!item) {
    return (
      <Container className={statusClass}>
        <h1 className={styles.title}>{failed.title}</h1>
        <ErrorBanner
          message={getErrorMessage(error, failed.fallbackMessage)}
          onRetry={() => void refetch()}
        />
        {failed.back}
      </Container>
    );
  }
  return children(item);
}
