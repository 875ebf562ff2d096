import { useAuth } from '@mwangaza/shared';
import { NavLink } from '@mwangaza/shared/router';
import styles from './admin-nav.module.css';
import { NAV_ITEMS } from './nav-items';

interface AdminNavProps {
  label: string;
  variant: 'tabs' | 'menu';
  onNavigate?: () => void;
}

/** The section links; NavLink marks the current one with aria-current="page". */
export function AdminNav({ label, variant, onNavigate }: AdminNavProps) {
  const { isAdmin, canWrite } = useAuth();
  const items = NAV_ITEMS.filter((item) => (!item.adminOnly || isAdmin) && (!item.writersOnly || canWrite));
  return (
    <nav aria-label={label} className={styles[variant]}>
      <ul className={styles.list} role="list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
