import { useState } from 'react';
import {
  Table,
  useAuth,
  useDeleteCaseStudyMutation,
  useGetAdminCaseStudiesQuery,
  type CaseStudy,
} from '@mwangaza/shared';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListStatus } from '../../../components/list-status';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { ResourceHeader } from '../../../components/resource-header';
import { ResourceToolbar } from '../../../components/resource-toolbar';
import { RowActions } from '../../../components/row-actions';
import listStyles from '../../../components/resource-list.module.css';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { FeaturedToggle } from './featured-toggle';

interface CaseStudyListProps {
  onAdd: () => void;
  focusHeading?: boolean;
}

export function CaseStudyList({ onAdd, focusHeading }: CaseStudyListProps) {
  const { canWrite } = useAuth();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const { data, isLoading, error, refetch } = useGetAdminCaseStudiesQuery({
    limit: 100,
    search: query || undefined,
  });
  const [remove] = useDeleteCaseStudyMutation();
  const deletion = useDeleteFlow<CaseStudy>({ kind: 'case study', remove });
  const rows = data?.caseStudies ?? [];

  const columns = [
    {
      key: 'title',
      header: 'Title',
      render: (row: CaseStudy) => (
        <>
          <span className={listStyles.primary}>{row.title}</span>
          <span className={listStyles.phoneMeta} aria-hidden="true">
            {row.client} · {row.category}
          </span>
        </>
      ),
    },
    {
      key: 'client',
      header: 'Client',
      className: listStyles.hideOnPhone,
      render: (row: CaseStudy) => row.client,
    },
    {
      key: 'category',
      header: 'Category',
      className: listStyles.hideOnPhone,
      render: (row: CaseStudy) => <span className={listStyles.badge}>{row.category}</span>,
    },
    {
      key: 'featured',
      header: 'Featured',
      render: (row: CaseStudy) =>
        canWrite ? <FeaturedToggle caseStudy={row} /> : row.featured ? 'Yes' : 'No',
    },
    {
      key: 'actions',
      header: 'Actions',
      className: listStyles.actionsColumn,
      render: (row: CaseStudy) => (
        <RowActions
          id={row.id}
          name={row.title}
          viewHref={`/case-studies/${encodeURIComponent(row.id)}`}
          canWrite={canWrite}
          onDelete={() => deletion.request(row)}
        />
      ),
    },
  ];

  return (
    <div className={listStyles.root}>
      <ResourceHeader
        title="Case Studies"
        description="Projects shown on the Case Studies page and the home page."
        focusOnMount={focusHeading}
        headingRef={deletion.headingRef}
      />
      {!canWrite && <ReadOnlyNotice />}
      <ResourceToolbar
        search={search}
        onSearchChange={setSearch}
        searchLabel="Search case studies"
        searchPlaceholder="Search by title, client or category"
        addLabel="Add Case Study"
        onAdd={canWrite ? onAdd : undefined}
      />
      <ListStatus
        isLoading={isLoading}
        error={error}
        onRetry={refetch}
        plural="case studies"
        addLabel="Add Case Study"
        canAdd={canWrite}
        search={query}
        onClearSearch={() => setSearch('')}
        count={rows.length}
      >
        <div className={listStyles.fit}>
          <Table caption="Case studies" columns={columns} rows={rows} getRowKey={(row) => row.id} />
        </div>
      </ListStatus>
      <DeleteDialog
        kind="case study"
        open={deletion.target !== null}
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
