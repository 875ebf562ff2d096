import { ButtonLink } from '@mwangaza/shared';
import { Panel } from '@mwangaza/shared/console';
import { RESOURCES, resourceLink } from '../../../resource/collections';
import { resourceTexts } from '../../../resource/resource-texts';
import styles from './dashboard.module.css';

const ACTIONS = RESOURCES.map((resource) => ({
  to: `${resourceLink(resource).to}?new=true`,
  label: resourceTexts(resource.collection).addLabel,
}));

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
