import { useState, type FormEvent } from 'react';
import {
  Button,
  EMAIL_PATTERN,
  ErrorBanner,
  ROLES,
  getErrorMessage,
  type Invitation,
  type Role,
} from '@mwangaza/shared';
import {
  useToast,
  Table,
  useCreateInvitationMutation,
  useGetInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from '@mwangaza/shared/console';
import { Input, Select } from '@mwangaza/shared/controls';
import { useToastOutcome } from '../../../components/use-toast-outcome';
import { StaffTime } from '../../../components/staff-time';
import { ROLE_LABELS } from './role-badge';
import styles from './users.module.css';

const EMAIL = new RegExp(EMAIL_PATTERN);
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Invite a person by e-mail with a role, and the open invitations (resend, revoke). Admins only. */
export function InvitationsPanel() {
  return (
    <section className={styles.panel} aria-labelledby="invite-heading">
      <h2 id="invite-heading" className={styles.subtitle}>
        Invite a colleague
      </h2>
      <InviteForm />
      <PendingInvitations />
    </section>
  );
}

function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [error, setError] = useState<string | undefined>();
  const [create, { isLoading }] = useCreateInvitationMutation();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!EMAIL.test(email.trim())) {
      setError('Please enter a valid email address');
      return;
    }
    try {
      const { invitation } = await create({ email: email.trim(), role }).unwrap();
      toast.show(`Invitation sent to ${invitation.email}`, 'success');
      setEmail('');
    } catch (failure) {
      setError(getErrorMessage(failure, 'The invitation could not be sent'));
    }
  };

  return (
    <form className={styles.inviteForm} onSubmit={submit} noValidate>
      <Input
        label="Email"
        type="email"
        name="inviteEmail"
        autoComplete="off"
        maxLength={254}
        value={email}
        error={error}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(undefined);
        }}
        required
      />
      <Select
        label="Role"
        name="inviteRole"
        options={ROLE_OPTIONS}
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
      />
      <Button type="submit" loading={isLoading} className={styles.inviteButton}>
        Send invitation
      </Button>
    </form>
  );
}

function PendingInvitations() {
  const { data, error, refetch } = useGetInvitationsQuery();
  const [resend] = useResendInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();
  const toastOutcome = useToastOutcome();
  if (error)
    return <ErrorBanner message={getErrorMessage(error, 'Failed to load invitations')} onRetry={refetch} />;
  if (!data) return null;
  if (data.invitations.length === 0) return <p className={styles.muted}>No open invitations.</p>;

  // What a row's buttons do, each told in a toast.
  const rowActions = (row: Invitation) => [
    {
      label: 'Resend',
      name: `Resend invitation to ${row.email}`,
      run: () =>
        toastOutcome(
          resend({ id: row.id }).unwrap(),
          `Invitation sent again to ${row.email}`,
          'The invitation could not be sent',
        ),
    },
    {
      label: 'Revoke',
      name: `Revoke invitation to ${row.email}`,
      run: () =>
        toastOutcome(
          revoke({ id: row.id }).unwrap(),
          `Invitation to ${row.email} revoked`,
          'The invitation could not be revoked',
        ),
    },
  ];

  const columns = [
    {
      key: 'email',
      header: 'Email',
      render: (row: Invitation) => <span className={styles.name}>{row.email}</span>,
    },
    { key: 'role', header: 'Role', render: (row: Invitation) => ROLE_LABELS[row.role] },
    {
      key: 'expires',
      header: 'Link valid until',
      nowrap: true,
      render: (row: Invitation) =>
        row.expired ? <span className={styles.muted}>Expired</span> : <StaffTime at={row.expiresAt} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row: Invitation) => (
        <span className={styles.actions}>
          {rowActions(row).map((action) => (
            <Button
              key={action.label}
              variant="ghost"
              size="sm"
              aria-label={action.name}
              onClick={() => void action.run()}
            >
              {action.label}
            </Button>
          ))}
        </span>
      ),
    },
  ];
  return (
    <Table caption="Open invitations" columns={columns} rows={data.invitations} getRowKey={(row) => row.id} />
  );
}
