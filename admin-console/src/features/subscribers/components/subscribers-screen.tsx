import { useState } from 'react';
import { useNavigate, useSearchParams } from '@mwangaza/shared/router';
import {
  SUBSCRIBER_STATUSES,
  getErrorMessage,
  type Subscriber,
  type SubscriberStatus,
} from '@mwangaza/shared';
import {
  Table,
  useDeleteSubscriberMutation,
  useExportSubscribersMutation,
  useGetSubscribersQuery,
  useToast,
} from '@mwangaza/shared/console';
import { Chip } from '@mwangaza/shared/controls';
import { ConsoleScreen } from '../../../components/console-screen';
import { CsvExportButton } from '../../../components/csv-export-button';
import { RowMenu } from '../../../components/row-menu';
import { StaffTime } from '../../../components/staff-time';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { Pager } from '../../../layout/pager';
import { DeleteDialog } from '../../../resource/list/delete-dialog';
import { ListStatus } from '../../../resource/list/list-status';
import { ResourceToolbar } from '../../../resource/list/resource-toolbar';
import styles from './subscribers.module.css';

export const SUBSCRIBERS_PAGE_SIZE = 20;

const STATUS_LABELS: Record<SubscriberStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
};
const LANGUAGE_LABELS: Record<Subscriber['locale'], string> = {
  en: 'English',
  sw: 'Kiswahili',
  fr: 'French',
};
const SOURCE_LABELS: Record<Subscriber['consents'][number]['form'], string> = {
  footer: 'Footer form',
  insight: 'Insight page',
  contact: 'Contact form',
};

const isStatus = (value: string | null): value is SubscriberStatus =>
  (SUBSCRIBER_STATUSES as readonly (string | null)[]).includes(value);

/** /admin/subscribers: the Insights newsletter's subscribers, searched and filtered, exported, deleted. */
export function SubscribersScreen() {
  return (
    <ConsoleScreen
      title="Subscribers"
      description="Who receives new Insights by e-mail. Addresses stay pending until their owner clicks the confirmation link; only confirmed subscribers are sent newsletters."
      only="editors"
      notice="You do not have permission to view subscribers."
    >
      <SubscriberList />
    </ConsoleScreen>
  );
}

function SubscriberList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim());
  const status = isStatus(params.get('status')) ? (params.get('status') as SubscriberStatus) : undefined;
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { data, isLoading, isFetching, error, refetch } = useGetSubscribersQuery({
    page,
    limit: SUBSCRIBERS_PAGE_SIZE,
    q: q || undefined,
    status,
  });
  const [exportSubscribers, exporting] = useExportSubscribersMutation();
  const [deleteSubscriber, deleting] = useDeleteSubscriberMutation();
  const [toDelete, setToDelete] = useState<Subscriber | null>(null);

  const go = (next: { status?: SubscriberStatus; page?: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    navigate({ search: search.toString() ? `?${search}` : '' });
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteSubscriber(toDelete.id).unwrap();
      toast.show('Subscriber deleted', 'success');
    } catch (failure) {
      toast.show(getErrorMessage(failure, 'Failed to delete the subscriber'), 'error');
    }
    setToDelete(null);
  };

  const total = data ? Object.values(data.counts).reduce((sum, n) => sum + n, 0) : undefined;
  const columns = [
    {
      key: 'email',
      header: 'Email',
      render: (row: Subscriber) => <span className={styles.email}>{row.email}</span>,
    },
    { key: 'status', header: 'Status', render: (row: Subscriber) => STATUS_LABELS[row.status] },
    {
      key: 'topics',
      header: 'Topics',
      render: (row: Subscriber) =>
        row.topics.length ? row.topics.join(', ') : <span className={styles.muted}>All insights</span>,
    },
    { key: 'language', header: 'Language', render: (row: Subscriber) => LANGUAGE_LABELS[row.locale] },
    {
      key: 'source',
      header: 'Source',
      render: (row: Subscriber) => {
        const form = row.consents.at(-1)?.form;
        return form ? SOURCE_LABELS[form] : '';
      },
    },
    {
      key: 'subscribed',
      header: 'Subscribed',
      nowrap: true,
      render: (row: Subscriber) => <StaffTime at={row.createdAt} dateOnly />,
    },
    {
      key: 'confirmed',
      header: 'Confirmed',
      nowrap: true,
      render: (row: Subscriber) =>
        row.confirmedAt ? (
          <StaffTime at={row.confirmedAt} dateOnly />
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row: Subscriber) => (
        <RowMenu
          label={`Actions for ${row.email}`}
          items={[{ label: 'Delete', danger: true, onSelect: () => setToDelete(row) }]}
        />
      ),
    },
  ];

  return (
    <>
      <div className={styles.bar}>
        <ResourceToolbar
          search={search}
          onSearchChange={setSearch}
          searchLabel="Search subscribers"
          searchPlaceholder="Search by e-mail address"
          addLabel=""
        />
        <CsvExportButton
          load={() => exportSubscribers({ q: q || undefined, status }).unwrap()}
          name="subscribers"
          failure="Failed to export the subscribers"
          loading={exporting.isLoading}
        />
      </div>
      <div className={styles.filters} role="group" aria-label="Filter by status">
        <Chip selected={!status} onClick={() => go({})}>
          All{total !== undefined && ` (${total})`}
        </Chip>
        {SUBSCRIBER_STATUSES.map((value) => (
          <Chip key={value} selected={status === value} onClick={() => go({ status: value })}>
            {STATUS_LABELS[value]}
            {data && ` (${data.counts[value] ?? 0})`}
          </Chip>
        ))}
      </div>
      <ListStatus
        isLoading={isLoading}
        error={error}
        onRetry={refetch}
        plural="subscribers"
        addLabel=""
        search={q}
        onClearSearch={() => setSearch('')}
        count={data?.subscribers.length ?? 0}
        canAdd={false}
      >
        {data && (
          <>
            <Table
              caption="Subscribers"
              columns={columns}
              rows={data.subscribers}
              getRowKey={(row) => row.id}
              aria-busy={isFetching}
            />
            <Pager
              page={data.pagination.page}
              pages={data.pagination.pages}
              onChange={(next) => go({ status, page: next })}
              label="Subscriber pages"
            />
          </>
        )}
      </ListStatus>
      <DeleteDialog
        kind="subscriber and their consent records"
        open={toDelete !== null}
        busy={deleting.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
