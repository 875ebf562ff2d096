import { Button } from '@mwangaza/shared';
import { Modal } from '@mwangaza/shared/console';

interface ConflictDialogProps {
  /** The API's "This case study was changed by X at T. Reload to see their changes, or overwrite them." */
  message: string;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

/** A save refused because someone else saved first: their version or ours, never a silent overwrite. */
export function ConflictDialog({ message, busy, onReload, onOverwrite, onClose }: ConflictDialogProps) {
  return (
    <Modal
      open
      title="Someone else saved this first"
      onClose={() => !busy && onClose()}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onReload} disabled={busy} data-autofocus>
            Reload
          </Button>
          <Button variant="danger" onClick={onOverwrite} loading={busy}>
            Overwrite
          </Button>
        </>
      }
    >
      <p role="alert">{message}</p>
    </Modal>
  );
}
