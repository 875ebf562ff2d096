import { useId, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './field.module.css';

export interface FieldOwnProps {
  label: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
}

interface FieldA11y {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Ids and ARIA wiring shared by Input, TextArea and Select: the label points at the control,
 * the hint and error are read after the label, and an error marks the control invalid.
 */
export function useFieldA11y(props: { id?: string; error?: string; hint?: string; describedBy?: string }) {
  const autoId = useId();
  const id = props.id ?? `field-${autoId}`;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [props.describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldA11y = {
    id,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy,
  };
  return { id, hintId, errorId, controlProps };
}

interface FieldProps extends FieldOwnProps {
  id: string;
  hintId?: string;
  errorId?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error laid out as one block. */
export function Field({
  id,
  label,
  hint,
  error,
  hintId,
  errorId,
  hideLabel,
  required,
  className,
  children,
}: FieldProps) {
  return (
    <div className={cx(styles.field, error && styles.invalid, className)}>
      <label
        htmlFor={id}
        className={cx(styles.label, hideLabel && styles.srOnly, required && styles.required)}
      >
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true" className={styles.errorIcon}>
            !
          </span>
          {error}
        </p>
      )}
    </div>
  );
}

interface ControlAttributes {
  required?: boolean;
  /** Read before the hint and error. */
  'aria-describedby'?: string;
}

interface LabelledControlProps<P extends ControlAttributes> extends FieldOwnProps {
  id?: string;
  /** The control's own attributes: its `required` marks the label too. */
  control: P;
  /** The control element, given its attributes wired to the label, hint and error. */
  children: (controlProps: P & FieldA11y) => ReactNode;
}

/** One control in its Field, wired by useFieldA11y: what Input, TextArea and Select are made of. */
export function LabelledControl<P extends ControlAttributes>({
  id,
  error,
  hint,
  control,
  children,
  ...field
}: LabelledControlProps<P>) {
  const describedBy = control['aria-describedby'];
  const { hintId, errorId, controlProps } = useFieldA11y({ id, error, hint, describedBy });
  return (
    <Field {...field} {...{ error, hint, hintId, errorId }} required={control.required} id={controlProps.id}>
      {children({ ...control, ...controlProps })}
    </Field>
  );
}

export { styles as fieldStyles };
