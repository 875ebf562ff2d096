import { useState } from 'react';
import {
  VisuallyHidden,
  useAuth,
  useDeleteCultureItemMutation,
  useGetAdminCultureItemsQuery,
  type CultureItem,
} from '@mwangaza/shared';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListStatus } from '../../../components/list-status';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { ResourceHeader } from '../../../components/resource-header';
import listStyles from '../../../components/resource-list.module.css';
import { ResourceToolbar } from '../../../components/resource-toolbar';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { CultureTable } from './culture-table';
import { useCultureReorder } from './use-culture-reorder';

interface CultureListProps {
  onAdd: () => void;
  focusHeading?: boolean;
}

export function CultureList({ onAdd, focusHeading }: CultureListProps) {
  const { canWrite } = useAuth();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const { data, isLoading, error, refetch } = useGetAdminCultureItemsQuery({
    limit: 100,
    search: query || undefined,
  });
  const [remove] = useDeleteCultureItemMutation();
  const deletion = useDeleteFlow<CultureItem>({ kind: 'culture item', remove });
  const reorder = useCultureReorder(data?.cultureItems ?? [], refetch);
  // Orders are positions in the whole list, so a filtered list is not reordered.
  const canReorder = query === '' && search.trim() === '';

  return (
    <div className={listStyles.root}>
      <ResourceHeader
        title="Culture"
        description="How the team works, shown on the About page in this order."
        focusOnMount={focusHeading}
        headingRef={deletion.headingRef}
      />
      {!canWrite && <ReadOnlyNotice />}
      <ResourceToolbar
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search culture items"
        searchPlaceholder="Search by title or description"
        addLabel="Add Culture Item"
        onAdd={canWrite ? onAdd : undefined}
      />
      {canWrite && !canReorder && reorder.ordered.length > 0 && (
        <p className={listStyles.muted}>Clear the search to change the order.</p>
      )}
      <ListStatus
        isLoading={isLoading}
        error={error}
        onRetry={refetch}
        plural="culture items"
        addLabel="Add Culture Item"
        canAdd={canWrite}
        search={query}
        onClearSearch={() => setSearch('')}
        count={reorder.ordered.length}
      >
        <CultureTable
          items={reorder.ordered}
          canWrite={canWrite}
          canReorder={canReorder}
          busy={reorder.saving}
          onMove={reorder.move}
          onDelete={deletion.request}
        />
      </ListStatus>
      <VisuallyHidden aria-live="polite" role="status">
        {reorder.announcement}
      </VisuallyHidden>
      <DeleteDialog
        kind="culture item"
        open={deletion.target !== null}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
