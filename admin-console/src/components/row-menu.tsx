import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useDisclosure } from '@mwangaza/shared';
import styles from './row-menu.module.css';
import { useCloseOutside } from './use-close-outside';

export interface RowMenuItem {
  label: string;
  onSelect: () => void;
  /** Shown in the danger colour (disable, delete). */
  danger?: boolean;
}

const GAP = 4;
const EDGE = 8;

/**
 * Where the list goes: under the button, its right edge at the button's, kept on screen. Fixed to the
 * viewport, so a table's scrolling box does not clip it; scrolling or resizing the page closes it.
 */
function usePanelPlace(
  open: boolean,
  close: () => void,
  button: HTMLElement | null,
  panel: HTMLElement | null,
) {
  const hidden: CSSProperties = { visibility: 'hidden' };
  const [place, setPlace] = useState<CSSProperties>(hidden);
  useLayoutEffect(() => {
    if (!open || !button || !panel) return;
    const anchor = button.getBoundingClientRect();
    const width = panel.offsetWidth;
    const left = Math.max(EDGE, Math.min(anchor.right - width, window.innerWidth - width - EDGE));
    setPlace({ top: anchor.bottom + GAP, left });
  }, [open, button, panel]);
  useEffect(() => {
    if (!open) return;
    window.addEventListener('scroll', close, { capture: true, passive: true });
    window.addEventListener('resize', close);
    return () => {
      window.removeEventListener('scroll', close, { capture: true });
      window.removeEventListener('resize', close);
    };
  }, [open, close]);
  return open ? place : hidden;
}

/**
 * A row's actions behind one "Actions" button (a disclosure of buttons), so a table row stays narrow on a
 * phone. Choosing an action closes the list and puts focus back on the button first, so a confirmation
 * dialog it opens returns there when it closes.
 */
export function RowMenu({ label, items }: { label: string; items: readonly RowMenuItem[] }) {
  const listId = useId();
  const { open, close, buttonProps } = useDisclosure(listId);
  const rootRef = useRef<HTMLDivElement>(null);
  const [panel, setPanel] = useState<HTMLUListElement | null>(null);
  useCloseOutside(rootRef, open, close);
  const place = usePanelPlace(open, close, buttonProps.ref.current, panel);
  if (items.length === 0) return null;

  const choose = (item: RowMenuItem) => {
    buttonProps.ref.current?.focus();
    close();
    item.onSelect();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button {...buttonProps} aria-label={label} className={styles.button}>
        Actions
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      {open && (
        <ul id={listId} ref={setPanel} className={styles.panel} style={place} role="list">
          {items.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                className={item.danger ? `${styles.item} ${styles.danger}` : styles.item}
                onClick={() => choose(item)}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
