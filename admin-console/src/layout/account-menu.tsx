import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useEscapeToClose } from '@mwangaza/shared';
import { Link } from '@mwangaza/shared/router';
import { useAccountLinks } from './account-links';
import styles from './account-menu.module.css';

/** "My account": a disclosure with the person's own settings. Escape or a click elsewhere closes it. */
export function AccountMenu() {
  const [open, setOpen] = useState(false);
  const accountLinks = useAccountLinks();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useEscapeToClose(open, close, buttonRef);

  // A click or focus elsewhere closes it too.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        My account
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      {open && (
        <ul id={panelId} className={styles.panel} role="list">
          {accountLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
