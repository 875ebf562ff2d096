import { useCallback, useEffect, useState } from 'react';

function readDraft<V>(key: string): Partial<V> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<V>) : null;
  } catch {
    // Storage disabled or a corrupt entry: behave as if there were no draft.
    return null;
  }
}

function writeDraft(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota or privacy mode: drafts are a convenience, the form keeps working without them.
  }
}

export function removeDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // See writeDraft.
  }
}

/** Session-storage key of a form's draft: `draft:<resource>:<new|id>`. */
export function draftKey(resource: string, id?: string): string {
  return `draft:${resource}:${id ?? 'new'}`;
}

/**
 * Keeps unsaved form values in sessionStorage so that they survive a reload or a trip through the login
 * page when the session expires. A draft found when the form opens is offered (`offer`) and is not
 * overwritten until the user restores or discards it.
 */
export function useFormDraft<V>(key: string, values: V, dirty: boolean) {
  const [offer, setOffer] = useState<Partial<V> | null>(() => readDraft<V>(key));

  useEffect(() => {
    if (offer) return;
    if (dirty) writeDraft(key, values);
    else removeDraft(key);
  }, [key, values, dirty, offer]);

  const restore = useCallback((): Partial<V> | null => {
    setOffer(null);
    return offer;
  }, [offer]);

  const discard = useCallback(() => {
    removeDraft(key);
    setOffer(null);
  }, [key]);

  const clear = useCallback(() => removeDraft(key), [key]);

  return { offer, restore, discard, clear };
}
