import type { ReactNode } from 'react';
import {
  Container,
  ErrorBanner,
  Spinner,
  cx,
  getErrorMessage,
  type CollectionDescriptor,
} from '@mwangaza/shared';
import { NotFoundView } from './not-found-view';
import styles from './collection-item-page.module.css';
import { FormattedMessage } from 'react-intl';
import { ButtonLink, useT } from '../i18n';

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
  /** The list the status screens lead back to: a secondary button when not found, a ghost one on failure. */
  backTo?: { to: string; label: string };
  /** A 404, drawn like the site's 404 page: its title, text and way back (none: `backTo`'s). */
  notFound: { title: string; text: string; back?: ReactNode };
  /** Any other failure: a title, the message when the API gives none, and the way back (none: `backTo`'s). */
  failed: { title: string; fallbackMessage: string; back?: ReactNode };
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
  backTo,
  notFound,
  failed,
  centered = false,
  children,
}: CollectionItemPageProps<T>) {
  const { item, error, isLoading, isFetching, refetch } = state;
  const statusClass = cx(styles.state, centered && styles.centered);
  const backLink = (variant: 'primary' | 'ghost') =>
    backTo && (
      <ButtonLink to={backTo.to} variant={variant}>
        {backTo.label}
      </ButtonLink>
    );
  if (state.notFound) {
    return (
      <NotFoundView
        title={notFound.title}
        text={notFound.text}
        actions={
          <>
            {notFound.back ?? backLink('primary')}
            <ButtonLink to="/" variant="secondary">
              <FormattedMessage id="item.backHome" />
            </ButtonLink>
          </>
        }
      />
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
        {failed.back ?? backLink('ghost')}
      </Container>
    );
  }
  return children(item);
}

interface StandardItemPageProps<T> extends Pick<CollectionItemPageProps<T>, 'state' | 'children'> {
  collection: CollectionDescriptor;
  /** The sentence under 'Case study not found'. */
  notFoundText: string;
}

/**
 * A detail page worded for its collection in the page's language: 'Loading case study...', 'Case study not
 * found', 'Failed to load this case study', and buttons back to the list ('← Back to case studies').
 */
export function StandardItemPage<T>({ collection, notFoundText, ...page }: StandardItemPageProps<T>) {
  const t = useT();
  const kind = { kind: collection.typeName.one };
  return (
    <CollectionItemPage
      {...page}
      loadingLabel={t('item.loading', kind)}
      backTo={{ to: collection.publicPath, label: t('item.back', kind) }}
      notFound={{ title: t('item.notFound', kind), text: notFoundText }}
      failed={{ title: t('item.failedTitle'), fallbackMessage: t('item.failed', kind) }}
    />
  );
}
