import { useAuth, type User } from '@mwangaza/shared';
import { Table } from '@mwangaza/shared/console';
import { StaffTime } from '../../../components/staff-time';
import { RoleBadge } from './role-badge';
import { RoleSelect } from './role-select';
import { AccountActions } from './account-actions';
import styles from './users.module.css';

/** Name, Email, Role (a select, except on your own row), Status, Registered, Actions. */
export function UserTable({ users }: { users: User[] }) {
  const { user: me } = useAuth();
  const columns = [
    {
      key: 'name',
      header: 'Name',
      render: (row: User) => (
        <span className={styles.name}>
          {row.fullName}
          {row.id === me?.id && <span className={styles.you}> (you)</span>}
        </span>
      ),
    },
    {
      key: 'email',
      header: 'Email',
      render: (row: User) => <span className={styles.muted}>{row.email}</span>,
    },
    {
      key: 'role',
      header: 'Role',
      // Admins cannot demote themselves here: the console would lock them out of this very screen.
      render: (row: User) =>
        row.id === me?.id ? (
          <span title="You cannot change your own role">
            <RoleBadge role={row.role} />
          </span>
        ) : (
          <RoleSelect user={row} />
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row: User) => (
        <span className={styles.tags}>
          {row.disabled ? (
            <span className={`${styles.tag} ${styles.disabledTag}`}>Disabled</span>
          ) : (
            <span className={styles.tag}>Active</span>
          )}
          {row.twoFactorEnabled && <span className={styles.tag}>Two-factor</span>}
        </span>
      ),
    },
    {
      key: 'registered',
      header: 'Registered',
      nowrap: true,
      render: (row: User) => <StaffTime at={row.createdAt} dateOnly />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row: User) => <AccountActions user={row} isMe={row.id === me?.id} />,
    },
  ];
  return <Table caption="Users" columns={columns} rows={users} getRowKey={(row) => row.id} />;
}
