import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';
import styles from './chip.module.css';

export interface ChipProps {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A filter chip: a toggle button whose pressed state says whether the filter is applied. */
export function Chip({ selected, onClick, children }: ChipProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cx(styles.root, selected && styles.selected)}
    >
      {children}
    </button>
  );
}
