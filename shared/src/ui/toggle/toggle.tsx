import { cx } from '../lib/class-names';
import styles from './toggle.module.css';

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  /** Keep the label for screen readers only (e.g. inside a table row whose column says what it is). */
  hideLabel?: boolean;
}

/** An on/off switch (role=switch) that reports the next state. */
export function Toggle({ checked, onChange, label, disabled = false, hideLabel = false }: ToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cx(styles.root, checked && styles.on)}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={hideLabel ? styles.srOnly : styles.label}>{label}</span>
    </button>
  );
}
