import { useNavigate, useSearchParams } from '@mwangaza/shared/router';
import { EmptyState, ErrorBanner, getErrorMessage } from '@mwangaza/shared';
import { useGetUsersQuery } from '@mwangaza/shared/console';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConsoleScreen } from '../../../components/console-screen';
import { Pager } from '../../../layout/pager';
import { InvitationsPanel } from './invitations-panel';
import { TwoFactorPolicyPanel } from './two-factor-policy-panel';
import { UserTable } from './user-table';

export const USERS_PAGE_SIZE = 10;
export const NO_PERMISSION = 'You do not have permission to view users.';

/** /admin/users: admins see every account and can change roles; others are told they may not. */
export function UsersScreen() {
  return (
    <ConsoleScreen
      title="Users"
      description="Everyone with an account. Editors manage content; admins also manage users; users can only view."
      only="admins"
      notice={NO_PERMISSION}
    >
      <UserList />
      <InvitationsPanel />
      <TwoFactorPolicyPanel />
    </ConsoleScreen>
  );
}

function UserList() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { data, isLoading, error, refetch } = useGetUsersQuery({ page, limit: USERS_PAGE_SIZE });

  if (isLoading) {
    return <CenteredSpinner label="Loading users..." />;
  }
  if (error || !data)
    return <ErrorBanner message={getErrorMessage(error, 'Failed to load users')} onRetry={refetch} />;
  if (data.users.length === 0) return <EmptyState message="No users on this page." />;
  return (
    <>
      <UserTable users={data.users} />
      <Pager
        page={data.pagination.page}
        pages={data.pagination.pages}
        onChange={(next) => navigate({ search: next > 1 ? `?page=${next}` : '' })}
        label="User pages"
      />
    </>
  );
}
