import type { Role } from '@mwangaza/shared';
import styles from './role-badge.module.css';

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', editor: 'Editor', user: 'User' };

/** The role as a small coloured pill: gold for admins, blue for editors, grey for read-only users. */
export function RoleBadge({ role }: { role: Role }) {
  return <span className={`${styles.badge} ${styles[role]}`}>{ROLE_LABELS[role]}</span>;
}
