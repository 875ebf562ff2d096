import { useState, type DragEvent } from 'react';
import type { CultureItem } from '@mwangaza/shared';
import { cx } from '../../../components/class-names';
import { Icon } from '../../../components/icons';
import { RowActions } from '../../../components/row-actions';
import { truncate } from '../../../components/truncate';
import styles from './culture-table.module.css';

interface CultureTableProps {
  items: CultureItem[];
  canWrite: boolean;
  /** Reordering is offered only on the full, unfiltered list. */
  canReorder: boolean;
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (item: CultureItem) => void;
}

/** The culture table: rows can be dragged, or moved with the Move up / Move down buttons. */
export function CultureTable({ items, canWrite, canReorder, busy, onMove, onDelete }: CultureTableProps) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const reorder = canWrite && canReorder;

  const moveAndKeepFocus = (from: number, to: number, item: CultureItem, direction: 'up' | 'down') => {
    onMove(from, to);
    // The row moves in the DOM; keep the keyboard on its button (or the other one at the list's edge).
    const edge = (direction === 'up' && to === 0) || (direction === 'down' && to === items.length - 1);
    const target = edge ? (direction === 'up' ? 'down' : 'up') : direction;
    requestAnimationFrame(() => document.getElementById(`move-${target}-${item.id}`)?.focus());
  };

  const dragProps = (index: number) =>
    reorder && !busy
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            setDragFrom(index);
          },
          onDragOver: (event: DragEvent) => {
            if (dragFrom === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setDropAt(index);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            if (dragFrom !== null) onMove(dragFrom, index);
            setDragFrom(null);
            setDropAt(null);
          },
          onDragEnd: () => {
            setDragFrom(null);
            setDropAt(null);
          },
        }
      : {};

  return (
    <div className={styles.scroller} role="region" aria-labelledby="culture-table-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="culture-table-caption" className={styles.caption}>
          Culture items
          {reorder ? ', in display order. Drag a row or use Move up and Move down to reorder.' : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cx(styles.th, styles.iconColumn)}>
              Icon
            </th>
            <th scope="col" className={styles.th}>
              Title
            </th>
            <th scope="col" className={cx(styles.th, styles.hideOnPhone)}>
              Description
            </th>
            <th scope="col" className={cx(styles.th, styles.actionsColumn)}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr
              key={item.id}
              className={cx(
                styles.row,
                dragFrom === index && styles.dragging,
                dropAt === index && dragFrom !== index && styles.dropTarget,
              )}
              {...dragProps(index)}
            >
              <td className={cx(styles.td, styles.iconColumn)}>
                <span className={styles.iconCell}>
                  {reorder && <Icon name="grip" className={styles.grip} />}
                  <span className={styles.emoji}>{item.icon}</span>
                </span>
              </td>
              <td className={cx(styles.td, styles.title)}>{item.title}</td>
              <td className={cx(styles.td, styles.muted, styles.hideOnPhone)} title={item.description}>
                {truncate(item.description)}
              </td>
              <td className={cx(styles.td, styles.actionsColumn)}>
                <div className={styles.actions}>
                  {reorder && (
                    <span className={styles.moveGroup}>
                      <button
                        type="button"
                        id={`move-up-${item.id}`}
                        className={styles.move}
                        aria-label={`Move ${item.title} up`}
                        title="Move up"
                        disabled={index === 0}
                        aria-disabled={busy || undefined}
                        onClick={() => moveAndKeepFocus(index, index - 1, item, 'up')}
                      >
                        <Icon name="up" />
                      </button>
                      <button
                        type="button"
                        id={`move-down-${item.id}`}
                        className={styles.move}
                        aria-label={`Move ${item.title} down`}
                        title="Move down"
                        disabled={index === items.length - 1}
                        aria-disabled={busy || undefined}
                        onClick={() => moveAndKeepFocus(index, index + 1, item, 'down')}
                      >
                        <Icon name="down" />
                      </button>
                    </span>
                  )}
                  <RowActions
                    id={item.id}
                    name={item.title}
                    viewHref={`/about/culture/${encodeURIComponent(item.id)}`}
                    canWrite={canWrite}
                    onDelete={() => onDelete(item)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
