import { useEffect, useId, useRef } from 'react';
import { Button } from '@mwangaza/shared';
import { Input } from '@mwangaza/shared/controls';
import { Icon } from '../../components/icons';
import { addRow, removeRow, updateRow } from './row-list';
import group from './fieldset.module.css';
import styles from './row-list-field.module.css';

interface RowListFieldProps {
  /** Legend of the group, e.g. 'Results'. */
  legend: string;
  /** Name of one row, e.g. 'Result': labels 'Result 1', 'Remove result 1', 'Add result'. */
  itemLabel: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  maxItems: number;
  maxLength?: number;
  /** The body needs at least one row (marked as required); a list that may be empty is not. */
  required?: boolean;
}

/** An editable list of short texts; the remove button appears only when more than one row exists. */
export function RowListField(props: RowListFieldProps) {
  const { legend, itemLabel, rows, onChange, error, hint, placeholder, maxItems, maxLength } = props;
  const required = props.required ?? true;
  const baseId = useId();
  const rowId = (index: number) => `${baseId}-row-${index}`;
  const errorId = `${baseId}-error`;
  const noun = itemLabel.toLowerCase();
  // Where focus goes after a row is added or removed (the clicked button may no longer exist).
  const focusNext = useRef<number | null>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(rowId(focusNext.current))?.focus();
    focusNext.current = null;
  });

  const add = () => {
    focusNext.current = rows.length;
    onChange(addRow(rows));
  };
  const remove = (index: number) => {
    focusNext.current = Math.max(0, index - 1);
    onChange(removeRow(rows, index));
  };

  return (
    <fieldset className={group.root} aria-describedby={error ? errorId : undefined}>
      <legend className={group.legend}>
        <span className={required ? group.required : undefined}>{legend}</span>
      </legend>
      {hint && <p className={group.hint}>{hint}</p>}
      <ol className={styles.rows} role="list">
        {rows.map((row, index) => (
          <li key={index} className={styles.row}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <Input
              id={rowId(index)}
              label={`${itemLabel} ${index + 1}`}
              hideLabel
              value={row}
              placeholder={placeholder}
              maxLength={maxLength}
              aria-invalid={error && !row.trim() ? true : undefined}
              onChange={(event) => onChange(updateRow(rows, index, event.target.value))}
            />
            {rows.length > 1 && (
              <Button
                variant="ghost"
                size="sm"
                className={styles.remove}
                aria-label={`Remove ${noun} ${index + 1}`}
                title={`Remove ${noun}`}
                onClick={() => remove(index)}
              >
                <Icon name="close" />
              </Button>
            )}
          </li>
        ))}
      </ol>
      {error && (
        <p id={errorId} className={group.error}>
          {error}
        </p>
      )}
      <Button variant="secondary" size="sm" onClick={add} disabled={rows.length >= maxItems}>
        <Icon name="plus" /> Add {noun}
      </Button>
    </fieldset>
  );
}
