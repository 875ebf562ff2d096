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

/**
 * Semantic data table. On narrow screens it scrolls sideways inside a focusable, named region,
 * so keyboard users can scroll it too.
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
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cx(styles.th, column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const { className, ...rowProps } = getRowProps?.(row, index) ?? {};
            return (
              <tr key={getRowKey(row)} {...rowProps} className={cx(styles.row, className)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
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
