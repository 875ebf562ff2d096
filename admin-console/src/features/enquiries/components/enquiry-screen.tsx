import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from '@mwangaza/shared/router';
import { EmptyState, ErrorBanner, getErrorMessage, isApiError, useAuth } from '@mwangaza/shared';
import { useGetEnquiryQuery } from '@mwangaza/shared/console';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ResourceHeader } from '../../../components/resource-header';
import { EnquiryDetails } from './enquiry-details';
import styles from './enquiries.module.css';

/** /admin/enquiries/:id: one enquiry with every field, and marking it handled or new. */
export function EnquiryScreen() {
  const { canWrite } = useAuth();
  const { id = '' } = useParams();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  // Back to the filter and page the enquiry was opened from, when it came from the inbox.
  const backTo = typeof from === 'string' && from.startsWith('/admin/enquiries') ? from : '/admin/enquiries';
  const back = (
    <Link to={backTo} className={styles.backLink}>
      ← Back to enquiries
    </Link>
  );

  if (!canWrite) {
    return (
      <div className={styles.root}>
        {back}
        <ResourceHeader title="Enquiry" />
        <EmptyState message="Enquiries are available to editors and administrators." />
      </div>
    );
  }
  return <EnquiryLoader id={id} back={back} />;
}

function EnquiryLoader({ id, back }: { id: string; back: ReactNode }) {
  const { data, isLoading, error, refetch } = useGetEnquiryQuery(id);

  if (isLoading) {
    return (
      <div className={styles.root}>
        {back}
        <CenteredSpinner label="Loading enquiry..." />
      </div>
    );
  }
  if (!data) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <div className={styles.root}>
        {back}
        <ResourceHeader title={notFound ? 'Enquiry not found' : 'Enquiry'} />
        {notFound ? (
          <EmptyState message="It may have been removed, or the link may be mistyped." />
        ) : (
          <ErrorBanner message={getErrorMessage(error, 'Failed to load the enquiry')} onRetry={refetch} />
        )}
      </div>
    );
  }
  return (
    <div className={styles.root}>
      {back}
      <EnquiryDetails enquiry={data.enquiry} />
    </div>
  );
}
