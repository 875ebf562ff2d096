import { EmptyState, ErrorBanner, Spinner, getErrorMessage, nounsOf, optionsOf } from '@mwangaza/shared';
import { Panel, Table } from '@mwangaza/shared/console';
import { Link } from '@mwangaza/shared/router';
import type { AnyResource, ContentEntity } from '../../../resource/define-resource';
import { collectionApi } from '../../../resource/use-collection-api';
import styles from './dashboard.module.css';

/** The dashboard lists up to 5 featured items of a collection. */
export const FEATURED_LIMIT = 5;

/** Up to five featured items of a collection with a featured flag, in the columns its description gives. */
export function FeaturedItems({ resource }: { resource: AnyResource }) {
  const { collection } = resource;
  const nouns = nounsOf(collection);
  const field = optionsOf(collection).featured ?? 'featured';
  const { items, isLoading, error, refetch } = collectionApi(collection).usePublicList({
    [field]: true,
    limit: FEATURED_LIMIT,
  });
  const rows = items.slice(0, FEATURED_LIMIT);
  const columns = (resource.featuredColumns ?? []).map(({ key, header, badge }) => ({
    key,
    header,
    render: (row: ContentEntity) => {
      const value = String((row as unknown as Record<string, unknown>)[key] ?? '');
      if (key === 'title') return <span className={styles.primary}>{value}</span>;
      return badge ? <span className={styles.category}>{value}</span> : value;
    },
  }));
  const heading = `featured-${collection.name}-heading`;
  const title = `Featured ${nouns.plural}`;

  return (
    <Panel className={styles.panel} aria-labelledby={heading}>
      <div className={styles.panelHeader}>
        <h2 id={heading} className={styles.panelTitle}>
          {title}
        </h2>
        <Link to={`/admin/${collection.name}`} className={styles.panelLink}>
          {`All ${nouns.plural}`}
        </Link>
      </div>
      {isLoading ? (
        <div className={styles.center}>
          <Spinner label={`Loading featured ${nouns.plural}...`} />
        </div>
      ) : error ? (
        <ErrorBanner message={getErrorMessage(error, `Failed to load ${nouns.plural}`)} onRetry={refetch} />
      ) : rows.length === 0 ? (
        <EmptyState message={`No featured ${nouns.plural} available.`} />
      ) : (
        <Table caption={title} columns={columns} rows={rows as ContentEntity[]} getRowKey={(row) => row.id} />
      )}
    </Panel>
  );
}
