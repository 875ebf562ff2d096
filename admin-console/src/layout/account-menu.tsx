import { useId, useRef } from 'react';
import { useDisclosure } from '@mwangaza/shared';
import { Link } from '@mwangaza/shared/router';
import { useCloseOutside } from '../components/use-close-outside';
import { useAccountLinks } from './account-links';
import styles from './account-menu.module.css';

/** "My account": a disclosure with the person's own settings. Escape or a click elsewhere closes it. */
export function AccountMenu() {
  const panelId = useId();
  const { open, close, buttonProps } = useDisclosure(panelId);
  const accountLinks = useAccountLinks();
  const rootRef = useRef<HTMLDivElement>(null);

  useCloseOutside(rootRef, open, close);

  return (
    <div ref={rootRef} className={styles.root}>
      <button {...buttonProps} className={styles.button}>
        My account
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      {open && (
        <ul id={panelId} className={styles.panel} role="list">
          {accountLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.link} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
