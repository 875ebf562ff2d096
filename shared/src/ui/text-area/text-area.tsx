import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '../lib/class-names';
import { Field, fieldStyles, useFieldA11y, type FieldOwnProps } from '../field/field';

export interface TextAreaProps extends FieldOwnProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, error, hint, hideLabel, id, className, rows = 4, ...rest }: TextAreaProps) {
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
      <textarea
        rows={rows}
        {...rest}
        {...controlProps}
        className={cx(fieldStyles.control, fieldStyles.textarea, className)}
      />
    </Field>
  );
}
