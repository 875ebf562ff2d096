import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './table.module.css';

export interface TableColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  className?: string;
  /** Keeps the column's cells on one line (dates, short codes), as headers always are: the table scrolls instead. */
  nowrap?: boolean;
}

export interface TableProps<T> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: TableColumn<T>[];
  rows: T[];
  getRowKey: (row: T) => string;
  /** Extra attributes of a row, e.g. drag-and-drop handlers; a className is added to the row's own. */
  getRowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement>;
  /** The rows shown are being refreshed: dimmed, and marked busy for screen readers, until new ones arrive. */
  busy?: boolean;
}

/** From five columns a table needs 40rem, and scrolls in a box narrower than that (cards below 30rem). */
const WIDE_FROM_COLUMNS = 5;

/**
 * Semantic data table. Where its box is narrow (a phone) each row is drawn as a card, every cell under its
 * column's name, so nothing scrolls sideways; the explicit roles keep it a table for screen readers, whose
 * browsers drop a table's semantics once its CSS display changes. Where a wide table still does not fit, it
 * scrolls sideways inside a focusable, named region, so keyboard users can scroll it too.
 */
export function Table<T>({ caption, columns, rows, getRowKey, getRowProps, busy = false }: TableProps<T>) {
  const captionId = useId();
  return (
    <div
      className={cx(styles.scroller, busy && styles.busy)}
      role="region"
      aria-labelledby={captionId}
      aria-busy={busy || undefined}
      tabIndex={0}
    >
      <table className={cx(styles.table, columns.length >= WIDE_FROM_COLUMNS && styles.wide)} role="table">
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                role="columnheader"
                className={cx(styles.th, column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => {
            const { className, ...rowProps } = getRowProps?.(row, index) ?? {};
            return (
              <tr key={getRowKey(row)} role="row" {...rowProps} className={cx(styles.row, className)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    role="cell"
                    data-label={column.header}
                    className={cx(styles.td, column.nowrap && styles.nowrap, column.className)}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
