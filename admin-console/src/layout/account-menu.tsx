import { useEffect, useId, useRef, useState } from 'react';
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

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
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
