import { ButtonLink, Panel } from '@mwangaza/shared';
import styles from './dashboard.module.css';

const ACTIONS = [
  { to: '/admin/case-studies?new=true', label: 'Add Case Study' },
  { to: '/admin/services?new=true', label: 'Add Service' },
  { to: '/admin/culture?new=true', label: 'Add Culture Item' },
] as const;

/** Shortcuts to the create forms; editors and admins only. */
export function QuickActions() {
  return (
    <Panel className={styles.panel} aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className={styles.panelTitle}>
        Quick actions
      </h2>
      <ul className={styles.actions} role="list">
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <ButtonLink to={action.to} variant="secondary" className={styles.action}>
              <span aria-hidden="true" className={styles.plus}>
                +
              </span>
              {action.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
