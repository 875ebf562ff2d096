import { Table, useAuth, type User } from '@mwangaza/shared';
import { formatDate } from './format-date';
import { RoleBadge } from './role-badge';
import { RoleSelect } from './role-select';
import { SendResetButton } from './send-reset-button';
import styles from './users.module.css';

/** Name, Email, Role (a select, except on your own row), Registered. */
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
      key: 'registered',
      header: 'Registered',
      className: styles.nowrap,
      render: (row: User) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row: User) => <SendResetButton user={row} />,
    },
  ];
  return <Table caption="Users" columns={columns} rows={users} getRowKey={(row) => row.id} />;
}
