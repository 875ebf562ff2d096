import { useRef, useState } from 'react';
import { getErrorMessage } from '@mwangaza/shared';
import { useToast } from '@mwangaza/shared/console';

interface DeleteFlowOptions {
  /** 'case study', 'service', 'culture item'. */
  kind: string;
  /** The delete mutation's trigger. */
  remove: (id: string) => { unwrap(): Promise<unknown> };
}

/**
 * Ask, then delete (a delete cannot be undone): which item is awaiting confirmation, and the confirm / cancel steps.
 * `headingRef` goes on the list's heading: focus moves there after a delete, as the row's Delete button
 * that opened the dialog is about to disappear and focus would fall back to the page's body.
 */
export function useDeleteFlow<T extends { id: string }>({ kind, remove }: DeleteFlowOptions) {
  const [target, setTarget] = useState<T | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const label = kind.charAt(0).toUpperCase() + kind.slice(1);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await remove(target.id).unwrap();
      toast.show(`${label} deleted`, 'success');
      // Before the dialog closes, so it does not hand focus back to the doomed button.
      headingRef.current?.focus();
    } catch (error) {
      toast.show(getErrorMessage(error, `Failed to delete ${kind}`), 'error');
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return { target, busy, request: setTarget, cancel: () => setTarget(null), confirm, headingRef };
}
