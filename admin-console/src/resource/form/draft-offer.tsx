import { Button } from '@mwangaza/shared';
import styles from './draft-offer.module.css';

interface DraftOfferProps {
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers the unsaved changes kept by useFormDraft when a form reopens. */
export function DraftOffer({ onRestore, onDiscard }: DraftOfferProps) {
  return (
    <div className={styles.root} role="status">
      <p className={styles.text}>Restore unsaved changes?</p>
      <div className={styles.actions}>
        <Button size="sm" onClick={onRestore}>
          Restore
        </Button>
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
