import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClassName, buttonStyles, type ButtonSize, type ButtonVariant } from './button-classes';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button until the work ends. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Defaults to type="button" so a button inside a form never submits by accident;
 * pass type="submit" for the form's submit button.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, loading ? buttonStyles.loading : undefined, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className={buttonStyles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
