import type { ButtonHTMLAttributes } from 'react';

export interface DismissButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children'
> {
  /** What the button does, for screen readers: "Dismiss", "Close". */
  'aria-label': string;
  /** The width and height of the "×", in pixels. */
  iconSize: number;
}

/** The "×" button that closes a dialog or dismisses a banner or a toast; the caller's class sets its look. */
export function DismissButton({ iconSize, ...rest }: DismissButtonProps) {
  return (
    <button type="button" {...rest}>
      <svg viewBox="0 0 24 24" width={iconSize} height={iconSize} aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
