import { useState } from 'react';
import { Button, fromNairobiInput, toNairobiInput } from '@mwangaza/shared';
import { Input } from '@mwangaza/shared/controls';
import { Modal } from '@mwangaza/shared/console';

interface ScheduleDialogProps {
  open: boolean;
  name: string;
  busy: boolean;
  onSchedule: (publishAt: string) => void;
  onCancel: () => void;
}

/** Asks for the publish time, entered in Nairobi time whatever the browser's zone. */
export function ScheduleDialog({ open, name, busy, onSchedule, onCancel }: ScheduleDialogProps) {
  const [value, setValue] = useState(() => toNairobiInput(new Date(Date.now() + 60 * 60_000)));
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const publishAt = fromNairobiInput(value);
    if (!publishAt) return setError('Enter a publish date and time');
    if (new Date(publishAt) <= new Date()) return setError('Choose a publish time in the future');
    onSchedule(publishAt);
  };
  return (
    <Modal
      open={open}
      title={`Schedule "${name}"`}
      onClose={() => !busy && onCancel()}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy}>
            Schedule
          </Button>
        </>
      }
    >
      <Input
        label="Publish at (Nairobi time, EAT)"
        type="datetime-local"
        value={value}
        error={error}
        data-autofocus
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
    </Modal>
  );
}
