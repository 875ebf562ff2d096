import { Link } from '@mwangaza/shared/router';
import { Icon } from '../../components/icons';
import { editHref } from '../use-resource-mode';
import styles from './row-actions.module.css';

interface RowActionsProps {
  /** The item's name in accessible labels: 'Edit Lagos Fintech…'. */
  name: string;
  /** Public detail page, opened in a new tab. */
  viewHref: string;
  id: string;
  /** Edit and delete are left out for read-only users. */
  canWrite: boolean;
  onDelete: () => void;
}

/** View / Edit / Delete icon actions of a table row. */
export function RowActions({ name, viewHref, id, canWrite, onDelete }: RowActionsProps) {
  return (
    <div className={styles.root}>
      <a
        className={styles.action}
        href={viewHref}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`View ${name} (opens in a new tab)`}
        title="View on site"
      >
        <Icon name="view" />
      </a>
      {canWrite && (
        <>
          <Link className={styles.action} to={editHref(id)} aria-label={`Edit ${name}`} title="Edit">
            <Icon name="edit" />
          </Link>
          <button
            type="button"
            className={`${styles.action} ${styles.danger}`}
            aria-label={`Delete ${name}`}
            title="Delete"
            onClick={onDelete}
          >
            <Icon name="delete" />
          </button>
        </>
      )}
    </div>
  );
}
