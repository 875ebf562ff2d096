import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from '../lib/class-names';
import { fieldStyles, LabelledControl, type FieldOwnProps } from '../field/field';

export interface InputProps extends FieldOwnProps, InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ label, error, hint, hideLabel, id, className, ...rest }: InputProps) {
  return (
    <LabelledControl
      {...{ label, error, hint, hideLabel, id }}
      control={{ ...rest, className: cx(fieldStyles.control, className) }}
    >
      {(controlProps) => <input {...controlProps} />}
    </LabelledControl>
  );
}
