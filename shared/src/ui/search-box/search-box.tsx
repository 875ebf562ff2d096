import { useId } from 'react';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
}

/** A search field with a magnifier icon; the label is for screen readers, the placeholder shows the hint. */
export function SearchBox({ value, onChange, label, placeholder }: SearchBoxProps) {
  const id = useId();
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.srOnly}>
        {label}
      </label>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M20 20l-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={placeholder ?? label}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
