import { useAuth } from '@mwangaza/shared';
import { RoleBadge } from '../features/users/components/role-badge';
import styles from './account-summary.module.css';

/** Who is signed in: name (email on hover) and role. */
export function AccountSummary() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className={styles.root}>
      <span className={styles.avatar} aria-hidden="true">
        {initials(user.fullName)}
      </span>
      <span className={styles.text}>
        <span className={styles.name} title={user.email}>
          {user.fullName}
        </span>
        <RoleBadge role={user.role} />
      </span>
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '?';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
