import { useCallback, useRef, useState } from 'react';
import { useEscapeToClose } from './use-escape-to-close';

/**
 * A disclosure: a menu or panel that its button shows and hides. Gives its open state, `close`, and the
 * button's props (its expanded state, the panel it controls, toggling on click). While it is open, Escape
 * closes it and gives focus back to the button.
 */
export function useDisclosure(panelId: string) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useEscapeToClose(open, close, buttonRef);
  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((current) => !current),
  };
  return { open, close, buttonProps };
}
