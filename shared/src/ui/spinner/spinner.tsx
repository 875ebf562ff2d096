import { cx } from '../lib/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export interface SpinnerProps {
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A loading indicator announced politely by its label. */
export function Spinner({ label = 'Loading...', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cx(styles.root, className)}>
      <span className={cx(styles.ring, styles[size])} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
