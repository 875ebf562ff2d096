import { useState } from 'react';
import { VisuallyHidden, useAuth, type PublicationState, optionsOf } from '@mwangaza/shared';
import { Select } from '@mwangaza/shared/controls';
import { Table, type TableColumn } from '@mwangaza/shared/console';
import { DeleteDialog } from './delete-dialog';
import { ListStatus } from './list-status';
import { ReadOnlyNotice } from '../../components/read-only-notice';
import { ResourceHeader } from '../../components/resource-header';
import listStyles from './resource-list.module.css';
import { ResourceToolbar } from './resource-toolbar';
import { RowActions } from './row-actions';
import { useDebouncedValue } from '../../components/use-debounced-value';
import { useDeleteFlow } from './use-delete-flow';
import type { AnyResource, ContentEntity } from '../define-resource';
import { collectionApi } from '../use-collection-api';
import { useOrderedRows } from './use-ordered-rows';
import { PublishActions } from '../publishing/publish-actions';
import styles from '../publishing/publishing.module.css';
import { resourceTexts } from '../resource-texts';
import { StatusBadge } from '../publishing/status-badge';
import { MissingTranslations } from '../publishing/missing-translations';
import { LOCALE_NAMES, TRANSLATED_LOCALES, type TranslatedLocale } from '@mwangaza/shared/collections/fields';
import { useReorderRows } from './use-reorder-rows';

interface ResourceListProps {
  resource: AnyResource;
  onAdd: () => void;
  focusHeading?: boolean;
}

/** Under the read-only notice: why a read-only account's list holds no drafts or scheduled items. */
export const PUBLISHED_ONLY =
  'This list shows what the site publishes. Drafts and scheduled items are for editors and administrators.';

/** The list's language filter: the items a language does not have yet. */
const MISSING_OPTIONS = TRANSLATED_LOCALES.map((locale) => ({
  value: locale,
  label: `Missing ${LOCALE_NAMES[locale]}`,
}));

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

/**
 * The title cell shows the publication state under the name, and a "Missing translation" badge per language
 * the item is not complete in (the descriptor's columns stay as they are).
 */
function withStatus<T extends ContentEntity>(column: TableColumn<T>): TableColumn<T> {
  if (column.key !== 'title') return column;
  return {
    ...column,
    render: (row: T) => (
      <span className={styles.titleCell}>
        {column.render(row)}
        <StatusBadge item={row} />
        <MissingTranslations item={row as { missingTranslations?: TranslatedLocale[] }} />
      </span>
    ),
  };
}

/** The list screen of any collection: search, add, table with row actions, delete flow. */
export function ResourceList({ resource, onAdd, focusHeading }: ResourceListProps) {
  const { collection } = resource;
  const texts = resourceTexts(collection);
  const api = collectionApi(collection);
  const { canWrite } = useAuth();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PublicationState | ''>('');
  const [missing, setMissing] = useState<TranslatedLocale | ''>('');
  const query = useDebouncedValue(search.trim());
  // A read-only account sees what the site publishes: the API keeps drafts for editors and administrators.
  const { items, isLoading, error, refetch } = api.useList(
    { limit: 100, search: query || undefined, status: status || undefined, missing: missing || undefined },
    { published: !canWrite },
  );
  const remove = api.useRemove();
  const deletion = useDeleteFlow<ContentEntity>({ kind: texts.singular, remove });
  // Collections with a display order can be reordered by drag and drop or Move up / Move down.
  const reorderable = Boolean(optionsOf(collection).order);
  const reorder = useOrderedRows(collection, items, refetch);
  // Orders are positions in the whole list, so a filtered list is not reordered.
  const canReorder =
    reorderable && canWrite && query === '' && search.trim() === '' && status === '' && missing === '';
  const rows = reorder.ordered;
  const reorderRows = useReorderRows({
    rows,
    enabled: canReorder,
    busy: reorder.saving,
    onMove: reorder.move,
  });

  const columns: TableColumn<ContentEntity>[] = [
    ...reorderRows.withGrip(
      (resource.list.columns({ canWrite }) as TableColumn<ContentEntity>[]).map(withStatus),
    ),
    {
      key: 'actions',
      header: 'Actions',
      className: listStyles.actionsColumn,
      render: (row: ContentEntity) => (
        <div className={listStyles.rowActions}>
          {canWrite && <PublishActions collection={collection.name} item={row} />}
          {reorderRows.moveButtons(row)}
          <RowActions
            id={row.id}
            name={row.title}
            viewHref={`${collection.publicPath}/${encodeURIComponent(row.slug)}`}
            canWrite={canWrite}
            onDelete={() => deletion.request(row)}
          />
        </div>
      ),
    },
  ];
  const caption = canReorder
    ? `${texts.caption}, in display order. Drag a row or use Move up and Move down to reorder.`
    : texts.caption;

  return (
    <div className={listStyles.root}>
      <ResourceHeader
        title={texts.title}
        description={resource.list.intro}
        focusOnMount={focusHeading}
        headingRef={deletion.headingRef}
      />
      {!canWrite && <ReadOnlyNotice />}
      {!canWrite && <p className={listStyles.muted}>{PUBLISHED_ONLY}</p>}
      <ResourceToolbar
        search={search}
        onSearchChange={setSearch}
        searchLabel={texts.searchLabel}
        searchPlaceholder={resource.list.searchPlaceholder}
        addLabel={texts.addLabel}
        onAdd={canWrite ? onAdd : undefined}
      />
      {canWrite && (
        <div className={styles.filter}>
          <Select
            label="Status"
            placeholder="All statuses"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => setStatus(event.target.value as PublicationState | '')}
          />
          <Select
            label="Translation"
            placeholder="All languages"
            options={MISSING_OPTIONS}
            value={missing}
            onChange={(event) => setMissing(event.target.value as TranslatedLocale | '')}
          />
        </div>
      )}
      {reorderable && canWrite && !canReorder && rows.length > 0 && (
        <p className={listStyles.muted}>
          {search.trim()
            ? 'Clear the search to change the order.'
            : 'Show all statuses and languages to change the order.'}
        </p>
      )}
      <ListStatus
        isLoading={isLoading}
        error={error}
        onRetry={refetch}
        plural={texts.plural}
        addLabel={texts.addLabel}
        canAdd={canWrite}
        search={query}
        onClearSearch={() => setSearch('')}
        count={rows.length}
      >
        <div className={listStyles.fit}>
          <Table
            caption={caption}
            columns={columns}
            rows={rows}
            getRowKey={(row) => row.id}
            getRowProps={reorderRows.rowProps}
          />
        </div>
      </ListStatus>
      {reorderable && (
        <VisuallyHidden aria-live="polite" role="status">
          {reorder.announcement}
        </VisuallyHidden>
      )}
      <DeleteDialog
        kind={texts.singular}
        open={deletion.target !== null}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
