import { useNavigate, useSearchParams } from '@mwangaza/shared/router';
import { EmptyState, ErrorBanner, getErrorMessage } from '@mwangaza/shared';
import { useGetAuditLogQuery } from '@mwangaza/shared/console';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConsoleScreen } from '../../../components/console-screen';
import { Pager } from '../../../layout/pager';
import {
  activitySearch,
  auditQuery,
  readActivityParams,
  type ActivityFilters as Filters,
} from '../lib/activity-params';
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';

export const NO_PERMISSION = 'The activity log is available to administrators.';

/** /admin/activity: the audit log for administrators, filtered and paged through the URL. */
export function ActivityScreen() {
  return (
    <ConsoleScreen
      title="Activity"
      description="Who changed what and when: content, enquiries, roles and sign-ins, newest first. Nobody can edit or delete it."
      only="admins"
      notice={NO_PERMISSION}
    >
      <ActivityLog />
    </ConsoleScreen>
  );
}

function ActivityLog() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { filters, page } = readActivityParams(params);
  // Entries are written by every other screen's saves: always ask the API again when the screen opens.
  const { data, isLoading, isFetching, error, refetch } = useGetAuditLogQuery(auditQuery(filters, page), {
    refetchOnMountOrArgChange: true,
  });
  const go = (next: Filters, nextPage: number) => navigate({ search: activitySearch(next, nextPage) });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <>
      <ActivityFilters filters={filters} onChange={(next) => go(next, 1)} />
      {isLoading ? (
        <CenteredSpinner label="Loading activity..." />
      ) : error || !data ? (
        <ErrorBanner message={getErrorMessage(error, 'Failed to load the activity')} onRetry={refetch} />
      ) : data.entries.length === 0 ? (
        <EmptyState message={filtered ? 'Nothing matches these filters.' : 'No activity recorded yet.'} />
      ) : (
        <ActivityTable entries={data.entries} busy={isFetching} />
      )}
      {data && (
        <Pager
          page={data.pagination.page}
          pages={data.pagination.pages}
          onChange={(next) => go(filters, next)}
          label="Activity pages"
        />
      )}
    </>
  );
}
