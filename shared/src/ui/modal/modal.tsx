import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DismissButton } from '../lib/dismiss-button';
import { getFocusable } from '../lib/focusable';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
}

// Open dialogs, newest last: only the top one answers Esc when dialogs stack.
const openStack: symbol[] = [];

/**
 * Accessible dialog: portal to <body>, labelled by its title, focus moved inside on open
 * (to an element marked data-autofocus, else the first field or button of the content),
 * Tab trapped, Esc and backdrop click close, focus returned to the opener on close (unless the caller moved
 * it out of the dialog first).
 */
export function Modal({ open, title, onClose, children, footer, size = 'md' }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const token = Symbol('modal');
    openStack.push(token);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const dialog = dialogRef.current;
    if (dialog) {
      const preferred = dialog.querySelector<HTMLElement>('[data-autofocus]');
      const inContent = bodyRef.current ? getFocusable(bodyRef.current)[0] : undefined;
      const inDialog = getFocusable(dialog);
      const target = preferred ?? inContent ?? inDialog.find((el) => !el.dataset.modalClose) ?? inDialog[0];
      (target ?? dialog).focus();
    }

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openStack[openStack.length - 1] !== token) return;
      event.stopPropagation();
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openStack.splice(openStack.indexOf(token), 1);
      document.body.style.overflow = previousOverflow;
      // Back to the opener, unless the caller has already moved focus somewhere that suits better (e.g. a
      // heading, when the confirmed action removes the opener).
      const active = document.activeElement;
      const focusLeft = !active || active === document.body || (dialog?.contains(active) ?? false);
      if (opener && opener.isConnected && focusLeft) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = getFocusable(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const outside = !dialogRef.current.contains(active) || active === dialogRef.current;
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };

  // Close only when both press and release happen on the backdrop, so a text selection
  // dragged out of the dialog does not dismiss it.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    <div className={styles.backdrop} onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]}`}
        onKeyDown={trapTab}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <DismissButton
            className={styles.close}
            onClick={onClose}
            aria-label="Close"
            data-modal-close="true"
            iconSize={20}
          />
        </header>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
