import { Button } from '@mwangaza/shared';
import { SearchBox } from '@mwangaza/shared/controls';
import { Icon } from '../../components/icons';
import styles from './resource-toolbar.module.css';

interface ResourceToolbarProps {
  search: string;
  onSearchChange: (value: string) => void;
  searchLabel: string;
  searchPlaceholder?: string;
  /** 'Add Case Study' etc.; the button is left out when onAdd is not given (read-only users). */
  addLabel: string;
  onAdd?: () => void;
}

/** Search box and add button above a resource table. */
export function ResourceToolbar({
  search,
  onSearchChange,
  searchLabel,
  searchPlaceholder,
  addLabel,
  onAdd,
}: ResourceToolbarProps) {
  return (
    <div className={styles.root}>
      <div className={styles.search}>
        <SearchBox
          value={search}
          onChange={onSearchChange}
          label={searchLabel}
          placeholder={searchPlaceholder}
        />
      </div>
      {onAdd && (
        <Button onClick={onAdd} className={styles.add}>
          <Icon name="plus" />
          {addLabel}
        </Button>
      )}
    </div>
  );
}
