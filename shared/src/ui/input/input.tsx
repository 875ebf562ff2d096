import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from '../lib/class-names';
import { Field, fieldStyles, useFieldA11y, type FieldOwnProps } from '../field/field';

export interface InputProps extends FieldOwnProps, InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ label, error, hint, hideLabel, id, className, ...rest }: InputProps) {
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
      <input {...rest} {...controlProps} className={cx(fieldStyles.control, className)} />
    </Field>
  );
}
