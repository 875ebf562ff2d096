import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Chip,
  EmptyState,
  ErrorBanner,
  Spinner,
  getErrorMessage,
  useAuth,
  useGetEnquiriesQuery,
} from '@mwangaza/shared';
import { Pager } from '../../../layout/pager';
import { ENQUIRY_PAGE_SIZE, listSearch, readListParams, type StatusFilter } from '../lib/list-params';
import { EnquiriesHeader } from './enquiries-header';
import styles from './enquiries.module.css';
import { EnquiryTable } from './enquiry-table';

const FILTERS: Array<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
];

const EMPTY_MESSAGES: Record<StatusFilter, string> = {
  all: 'No enquiries yet. Messages sent through the contact form appear here.',
  new: 'No new enquiries. Everything has been handled.',
  handled: 'No handled enquiries yet.',
};

/** /admin/enquiries: the contact form's messages, newest first (editors and admins). */
export function EnquiriesScreen() {
  const { canWrite } = useAuth();
  if (!canWrite) {
    return (
      <div className={styles.root}>
        <EnquiriesHeader />
        <EmptyState message="Enquiries are available to editors and administrators." />
      </div>
    );
  }
  return <EnquiryInbox />;
}

function EnquiryInbox() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, page } = readListParams(params);
  const { data, isLoading, isFetching, error, refetch } = useGetEnquiriesQuery({
    page,
    limit: ENQUIRY_PAGE_SIZE,
    status: status === 'all' ? undefined : status,
  });
  const go = (nextStatus: StatusFilter, nextPage: number) =>
    navigate({ search: listSearch(nextStatus, nextPage) });
  const enquiries = data?.enquiries ?? [];

  return (
    <div className={styles.root}>
      <EnquiriesHeader />
      <div className={styles.filters} role="group" aria-label="Filter by status">
        {FILTERS.map((filter) => (
          <Chip key={filter.value} selected={status === filter.value} onClick={() => go(filter.value, 1)}>
            {filter.label}
          </Chip>
        ))}
      </div>
      {isLoading ? (
        <div className={styles.center}>
          <Spinner label="Loading enquiries..." />
        </div>
      ) : error ? (
        <ErrorBanner message={getErrorMessage(error, 'Failed to load enquiries')} onRetry={refetch} />
      ) : enquiries.length === 0 ? (
        <EmptyState message={EMPTY_MESSAGES[status]} />
      ) : (
        <div className={isFetching ? styles.refreshing : undefined} aria-busy={isFetching || undefined}>
          <EnquiryTable enquiries={enquiries} />
        </div>
      )}
      {data && (
        <Pager
          page={data.pagination.page}
          pages={data.pagination.pages}
          onChange={(next) => go(status, next)}
          label="Enquiry pages"
        />
      )}
    </div>
  );
}
