import { cx } from '../lib/class-names';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** One source of button looks, shared by <Button> and <ButtonLink>. */
export function buttonClassName(
  variant: ButtonVariant,
  size: ButtonSize,
  ...extra: Array<string | undefined>
) {
  return cx(styles.button, styles[variant], styles[size], ...extra);
}

export { styles as buttonStyles };
