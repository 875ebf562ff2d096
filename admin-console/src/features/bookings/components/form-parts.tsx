import { useState } from 'react';
import { Button, ErrorBanner, getErrorMessage } from '@mwangaza/shared';
import form from '../../../resource/form/resource-form.module.css';

/**
 * A form's alert, as the console's forms give it: the first problem found before sending (focus then moves to
 * the field that needs attention), or the API's own reason when it refuses a save.
 */
export function useFormAlert() {
  const [message, setMessage] = useState<string | null>(null);
  return {
    clear: () => setMessage(null),
    invalid(first: string, field: () => HTMLElement | null | undefined) {
      setMessage(`Please correct the highlighted fields. ${first}.`);
      // After the render that marks the fields invalid.
      setTimeout(() => field()?.focus(), 0);
    },
    failed: (error: unknown, fallback: string) => setMessage(getErrorMessage(error, fallback)),
    banner: message && <ErrorBanner message={message} onDismiss={() => setMessage(null)} />,
  };
}

/** The form's Save button in the console's sticky action bar. */
export function SaveBar({ saving, label }: { saving: boolean; label: string }) {
  return (
    <div className={form.actions}>
      <Button type="submit" loading={saving}>
        {saving ? 'Saving...' : label}
      </Button>
    </div>
  );
}
