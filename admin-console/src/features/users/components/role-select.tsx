import { useState } from 'react';
import { ROLES, getErrorMessage, type Role, type User } from '@mwangaza/shared';
import { useToast, useUpdateUserRoleMutation } from '@mwangaza/shared/console';
import { Select } from '@mwangaza/shared/controls';
import { ROLE_LABELS } from './role-badge';
import styles from './users.module.css';

const OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Changes a user's role at once; success in a toast, the API's message on failure (the select goes back). */
export function RoleSelect({ user }: { user: User }) {
  const [updateRole] = useUpdateUserRoleMutation();
  const toast = useToast();
  // The chosen role while the request runs, so the select does not jump back before the answer.
  const [pending, setPending] = useState<Role | null>(null);

  const change = async (role: Role) => {
    if (role === user.role) return;
    setPending(role);
    try {
      await updateRole({ id: user.id, role }).unwrap();
      toast.show(`Role of ${user.fullName} changed to ${ROLE_LABELS[role]}`, 'success');
    } catch (error) {
      toast.show(getErrorMessage(error, 'Failed to change the role'), 'error');
    } finally {
      setPending(null);
    }
  };

  return (
    <Select
      label={`Role of ${user.fullName}`}
      hideLabel
      className={styles.roleSelect}
      options={OPTIONS}
      value={pending ?? user.role}
      disabled={pending !== null}
      onChange={(event) => change(event.target.value as Role)}
    />
  );
}
