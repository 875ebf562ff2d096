import { useNavigate, useSearchParams } from '@mwangaza/shared/router';
import { EmptyState, ErrorBanner, getErrorMessage, useAuth } from '@mwangaza/shared';
import { useGetEnquiriesQuery } from '@mwangaza/shared/console';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { Pager } from '../../../layout/pager';
import { exportQuery, listQuery, listSearch, readListParams, type ListParams } from '../lib/list-params';
import { EnquiriesHeader } from './enquiries-header';
import { EnquiryFilters } from './enquiry-filters';
import { ExportCsv } from './export-csv';
import { ViewTabs } from './view-tabs';
import styles from './enquiries.module.css';
import { EnquiryTable } from './enquiry-table';

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
  const list = readListParams(params);
  const { data, isLoading, isFetching, error, refetch } = useGetEnquiriesQuery(listQuery(list));
  const go = (next: ListParams) => navigate({ search: listSearch(next) });
  const filtered = Object.entries(list).some(
    ([key, value]) => key !== 'page' && key !== 'spam' && value !== undefined,
  );
  const enquiries = data?.enquiries ?? [];

  return (
    <div className={styles.root}>
      <EnquiriesHeader />
      <div className={styles.viewBar}>
        <ViewTabs
          spam={!!list.spam}
          spamCount={data?.spam}
          onChange={(spam) => go({ page: 1, spam: spam || undefined })}
        />
        <ExportCsv filters={exportQuery(list)} />
      </div>
      <EnquiryFilters key={list.q ?? ''} params={list} counts={data?.counts} onChange={go} />
      {isLoading ? (
        <CenteredSpinner label="Loading enquiries..." />
      ) : error ? (
        <ErrorBanner message={getErrorMessage(error, 'Failed to load enquiries')} onRetry={refetch} />
      ) : enquiries.length === 0 ? (
        <EmptyState
          message={
            list.spam && !filtered
              ? 'No suspected spam. Messages that look automated are held here instead of the pipeline.'
              : filtered
                ? 'No enquiries match these filters.'
                : 'No enquiries yet. Messages sent through the contact form appear here.'
          }
        />
      ) : (
        <EnquiryTable enquiries={enquiries} busy={isFetching} />
      )}
      {data && (
        <Pager
          page={data.pagination.page}
          pages={data.pagination.pages}
          onChange={(page) => go({ ...list, page })}
          label="Enquiry pages"
        />
      )}
    </div>
  );
}
