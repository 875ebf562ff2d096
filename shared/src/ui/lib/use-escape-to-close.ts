import { useEffect, type RefObject } from 'react';

/**
 * While a menu or popover is open, Escape closes it and gives focus back to its toggle, so a keyboard user
 * carries on from where they opened it.
 */
export function useEscapeToClose(
  open: boolean,
  close: () => void,
  toggleRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, toggleRef]);
}
