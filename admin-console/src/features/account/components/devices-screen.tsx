import { Button, ErrorBanner, Spinner, getErrorMessage, type DeviceSession } from '@mwangaza/shared';
import {
  Table,
  useGetDeviceSessionsQuery,
  useSignOutDeviceMutation,
  useSignOutOtherDevicesMutation,
} from '@mwangaza/shared/console';
import { StaffTime } from '../../../components/staff-time';
import { ConsoleScreen } from '../../../components/console-screen';
import { useToastOutcome } from '../../../components/use-toast-outcome';
import styles from './account.module.css';

/** The API's own sentence for a sign-out ("Signed out 2 other devices"). */
const byMessage = (answer: { message: string }) => answer.message;

/** /admin/account/devices: where this account is signed in; sign one device or all the others out. */
export function DevicesScreen() {
  const { data, isLoading, error, refetch } = useGetDeviceSessionsQuery();
  const [signOutOthers, othersState] = useSignOutOtherDevicesMutation();
  const toastOutcome = useToastOutcome();
  const others = data?.sessions.filter((session) => !session.current).length ?? 0;

  const endOthers = () =>
    toastOutcome(signOutOthers().unwrap(), byMessage, 'The other devices could not be signed out');

  return (
    <ConsoleScreen
      className={styles.narrow}
      title="Signed-in devices"
      description="Every browser where your account is signed in. Sign out any you do not recognise, and change your password if you did not sign in there."
    >
      {isLoading ? (
        <Spinner label="Loading devices..." />
      ) : error || !data ? (
        <ErrorBanner message={getErrorMessage(error, 'Failed to load your devices')} onRetry={refetch} />
      ) : (
        <>
          <DeviceTable sessions={data.sessions} />
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={endOthers}
              loading={othersState.isLoading}
              disabled={others === 0}
            >
              Sign out all other devices
            </Button>
          </div>
        </>
      )}
    </ConsoleScreen>
  );
}

function DeviceTable({ sessions }: { sessions: DeviceSession[] }) {
  const columns = [
    {
      key: 'browser',
      header: 'Browser',
      render: (row: DeviceSession) => (
        <span>
          {row.browser}
          {row.current && <span className={styles.current}> (this device)</span>}
        </span>
      ),
    },
    { key: 'ip', header: 'Address', render: (row: DeviceSession) => row.ip || '—' },
    {
      key: 'lastUsed',
      header: 'Last used',
      nowrap: true,
      render: (row: DeviceSession) => <StaffTime at={row.lastUsedAt} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row: DeviceSession) => (row.current ? null : <SignOutButton session={row} />),
    },
  ];
  return <Table caption="Signed-in devices" columns={columns} rows={sessions} getRowKey={(row) => row.id} />;
}

function SignOutButton({ session }: { session: DeviceSession }) {
  const [signOut, { isLoading }] = useSignOutDeviceMutation();
  const toastOutcome = useToastOutcome();
  const run = () =>
    toastOutcome(signOut({ id: session.id }).unwrap(), byMessage, 'That device could not be signed out');
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={run}
      loading={isLoading}
      aria-label={`Sign out ${session.browser} (${session.ip || 'unknown address'})`}
    >
      Sign out
    </Button>
  );
}
