import { useState, type DragEvent, type HTMLAttributes } from 'react';
import type { TableColumn } from '@mwangaza/shared/console';
import { Icon } from '../../components/icons';
import styles from './reorder-rows.module.css';
import { cx } from '@mwangaza/shared';

interface ReorderRowsOptions<T extends { id: string; title: string }> {
  rows: readonly T[];
  /** Reordering is offered only to writers on the full, unfiltered list. */
  enabled: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
}

/** Rows that can be dragged, or moved with the Move up / Move down buttons (which keep the keyboard's place). */
export function useReorderRows<T extends { id: string; title: string }>({
  rows,
  enabled,
  busy,
  onMove,
}: ReorderRowsOptions<T>) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const index = (row: T) => rows.findIndex((candidate) => candidate.id === row.id);

  const moveAndKeepFocus = (from: number, to: number, row: T, direction: 'up' | 'down') => {
    onMove(from, to);
    // The row moves in the DOM; keep the keyboard on its button (or the other one at the list's edge).
    const edge = (direction === 'up' && to === 0) || (direction === 'down' && to === rows.length - 1);
    const target = edge ? (direction === 'up' ? 'down' : 'up') : direction;
    requestAnimationFrame(() => document.getElementById(`move-${target}-${row.id}`)?.focus());
  };

  const endDrag = () => {
    setDragFrom(null);
    setDropAt(null);
  };

  const rowProps = (_row: T, at: number): HTMLAttributes<HTMLTableRowElement> => {
    const className = cx(
      dragFrom === at && styles.dragging,
      dropAt === at && dragFrom !== at && styles.dropTarget,
    );
    if (!enabled || busy) return { className };
    return {
      className: cx(className, styles.draggable),
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(at));
        setDragFrom(at);
      },
      onDragOver: (event: DragEvent) => {
        if (dragFrom === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropAt(at);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (dragFrom !== null) onMove(dragFrom, at);
        endDrag();
      },
      onDragEnd: endDrag,
    };
  };

  /** Puts the drag grip in front of the first column's content. */
  const withGrip = (columns: TableColumn<T>[]): TableColumn<T>[] =>
    enabled
      ? columns.map((column, at) =>
          at === 0
            ? {
                ...column,
                render: (row: T) => (
                  <span className={styles.gripCell}>
                    <Icon name="grip" className={styles.grip} />
                    {column.render(row)}
                  </span>
                ),
              }
            : column,
        )
      : columns;

  const moveButtons = (row: T) => {
    if (!enabled) return null;
    const at = index(row);
    // Up is off on the first row, down on the last.
    const moves = [
      { direction: 'up', to: at - 1, disabled: at === 0 },
      { direction: 'down', to: at + 1, disabled: at === rows.length - 1 },
    ] as const;
    return (
      <span className={styles.moveGroup}>
        {moves.map(({ direction, to, disabled }) => (
          <button
            key={direction}
            type="button"
            id={`move-${direction}-${row.id}`}
            className={styles.move}
            aria-label={`Move ${row.title} ${direction}`}
            title={`Move ${direction}`}
            disabled={disabled}
            aria-disabled={busy || undefined}
            onClick={() => moveAndKeepFocus(at, to, row, direction)}
          >
            <Icon name={direction} />
          </button>
        ))}
      </span>
    );
  };

  return { rowProps, withGrip, moveButtons };
}
