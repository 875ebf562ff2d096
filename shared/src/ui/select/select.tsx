import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../lib/class-names';
import { fieldStyles, LabelledControl, type FieldOwnProps } from '../field/field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends FieldOwnProps, SelectHTMLAttributes<HTMLSelectElement> {
  options: SelectOption[];
  /** First option with an empty value (e.g. "Select a category" or "All categories"). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function Select({
  label,
  error,
  hint,
  hideLabel,
  id,
  className,
  options,
  placeholder,
  ...rest
}: SelectProps) {
  return (
    <LabelledControl
      {...{ label, error, hint, hideLabel, id }}
      control={{ ...rest, className: cx(fieldStyles.control, fieldStyles.select, className) }}
    >
      {(controlProps) => (
        <select {...controlProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}
