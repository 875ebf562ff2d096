import type { Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../lib/class-names';
import { Field, fieldStyles, useFieldA11y, type FieldOwnProps } from '../field/field';

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
  const { hintId, errorId, controlProps } = useFieldA11y({
    id,
    error,
    hint,
    describedBy: rest['aria-describedby'],
  });
  return (
    <Field
      {...{ label, error, hint, hideLabel, hintId, errorId }}
      id={controlProps.id}
      required={rest.required}
    >
      <select {...rest} {...controlProps} className={cx(fieldStyles.control, fieldStyles.select, className)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
