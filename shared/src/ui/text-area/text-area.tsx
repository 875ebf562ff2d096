import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '../lib/class-names';
import { fieldStyles, LabelledControl, type FieldOwnProps } from '../field/field';

export interface TextAreaProps extends FieldOwnProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, error, hint, hideLabel, id, className, rows = 4, ...rest }: TextAreaProps) {
  return (
    <LabelledControl
      {...{ label, error, hint, hideLabel, id }}
      control={{ rows, ...rest, className: cx(fieldStyles.control, fieldStyles.textarea, className) }}
    >
      {(controlProps) => <textarea {...controlProps} />}
    </LabelledControl>
  );
}
