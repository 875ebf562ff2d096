import { useId } from 'react';
import type { SelectOption } from '@mwangaza/shared/controls';
import group from './fieldset.module.css';
import styles from './checkbox-group.module.css';

export interface CheckboxGroupProps {
  label: string;
  hint?: string;
  error?: string;
  required: boolean;
  options: readonly SelectOption[];
  /** The chosen values, kept in the options' order. */
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** A list of checkboxes under one legend: the items a reference names, the days a row of hours covers. */
export function CheckboxGroup({
  label,
  hint,
  error,
  required,
  options,
  value,
  onChange,
}: CheckboxGroupProps) {
  const baseId = useId();
  const chosen = new Set(value);
  const toggle = (id: string, on: boolean) =>
    onChange(
      options.map((option) => option.value).filter((other) => (other === id ? on : chosen.has(other))),
    );
  return (
    <fieldset className={group.root} aria-describedby={error ? `${baseId}-error` : undefined}>
      <legend className={group.legend}>
        <span className={required ? group.required : undefined}>{label}</span>
      </legend>
      {hint && <p className={group.hint}>{hint}</p>}
      <ul className={styles.options} role="list">
        {options.map((option) => (
          <li key={option.value}>
            <label className={styles.option}>
              <input
                type="checkbox"
                checked={chosen.has(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${baseId}-error`} className={group.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
