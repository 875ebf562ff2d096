import { ConfirmDialog } from '@mwangaza/shared/console';

interface DeleteDialogProps {
  kind: string;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Confirm Deletion', with the noun of the kind being deleted. */
export function DeleteDialog({ kind, open, busy, onConfirm, onCancel }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Confirm Deletion"
      message={`Are you sure you want to delete this ${kind}? This action cannot be undone.`}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
