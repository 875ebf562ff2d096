import { Button } from '@mwangaza/shared';
import { Icon } from '../../components/icons';
import { ReadOnlyNotice } from '../../components/read-only-notice';
import { ResourceHeader } from '../../components/resource-header';
import styles from '../list/resource-list.module.css';

interface ReadOnlyFormProps {
  title: string;
  backLabel: string;
  onBack: () => void;
}

/** What a read-only user sees at `?new=true` or `?edit={id}`: the notice instead of a form. */
export function ReadOnlyForm({ title, backLabel, onBack }: ReadOnlyFormProps) {
  return (
    <div className={styles.root}>
      <ResourceHeader title={title} />
      <ReadOnlyNotice />
      <div>
        <Button variant="secondary" onClick={onBack}>
          <Icon name="back" /> {backLabel}
        </Button>
      </div>
    </div>
  );
}
