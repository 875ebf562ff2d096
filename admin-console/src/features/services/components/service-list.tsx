import { useState } from 'react';
import {
  Table,
  useAuth,
  useDeleteServiceMutation,
  useGetAdminServicesQuery,
  type Service,
} from '@mwangaza/shared';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListStatus } from '../../../components/list-status';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { ResourceHeader } from '../../../components/resource-header';
import listStyles from '../../../components/resource-list.module.css';
import { ResourceToolbar } from '../../../components/resource-toolbar';
import { RowActions } from '../../../components/row-actions';
import { truncate } from '../../../components/truncate';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useDeleteFlow } from '../../../components/use-delete-flow';

interface ServiceListProps {
  onAdd: () => void;
  focusHeading?: boolean;
}

export function ServiceList({ onAdd, focusHeading }: ServiceListProps) {
  const { canWrite } = useAuth();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const { data, isLoading, error, refetch } = useGetAdminServicesQuery({
    limit: 100,
    search: query || undefined,
  });
  const [remove] = useDeleteServiceMutation();
  const deletion = useDeleteFlow<Service>({ kind: 'service', remove });
  const rows = data?.services ?? [];

  const columns = [
    {
      key: 'title',
      header: 'Title',
      render: (row: Service) => <span className={listStyles.primary}>{row.title}</span>,
    },
    {
      key: 'description',
      header: 'Description',
      className: listStyles.hideOnPhone,
      render: (row: Service) => (
        <span className={listStyles.muted} title={row.description}>
          {truncate(row.description)}
        </span>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      className: listStyles.actionsColumn,
      render: (row: Service) => (
        <RowActions
          id={row.id}
          name={row.title}
          viewHref={`/services/${encodeURIComponent(row.id)}`}
          canWrite={canWrite}
          onDelete={() => deletion.request(row)}
        />
      ),
    },
  ];

  return (
    <div className={listStyles.root}>
      <ResourceHeader
        title="Services"
        description="What the consultancy offers, as listed on the Services page."
        focusOnMount={focusHeading}
        headingRef={deletion.headingRef}
      />
      {!canWrite && <ReadOnlyNotice />}
      <ResourceToolbar
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search services"
        searchPlaceholder="Search by title or description"
        addLabel="Add Service"
        onAdd={canWrite ? onAdd : undefined}
      />
      <ListStatus
        isLoading={isLoading}
        error={error}
        onRetry={refetch}
        plural="services"
        addLabel="Add Service"
        canAdd={canWrite}
        search={query}
        onClearSearch={() => setSearch('')}
        count={rows.length}
      >
        <div className={listStyles.fit}>
          <Table caption="Services" columns={columns} rows={rows} getRowKey={(row) => row.id} />
        </div>
      </ListStatus>
      <DeleteDialog
        kind="service"
        open={deletion.target !== null}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
