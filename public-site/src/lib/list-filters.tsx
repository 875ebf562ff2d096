import type { Ref } from 'react';
import { cx } from '@mwangaza/shared';
import { Chip } from '@mwangaza/shared/controls';
import { SearchBox } from '@mwangaza/shared/controls';
import styles from './list-filters.module.css';

export interface ListFilterChoice {
  value: string;
  label: string;
}

export interface ListFiltersProps {
  ref?: Ref<HTMLDivElement>;
  className?: string;
  search: { value: string; onChange(value: string): void; label: string; placeholder: string };
  /** The chips (none: no chip row): the group's accessible name, the choices, the one on and how to pick. */
  chips?: {
    label: string;
    choices: readonly ListFilterChoice[];
    selected: string;
    onSelect(value: string): void;
  };
}

/** A list's filters: a search box over a row of chips of which one is on (the list's categories, tags). */
export function ListFilters({ ref, className, search, chips }: ListFiltersProps) {
  return (
    <div ref={ref} className={cx(styles.filters, className)}>
      <div className={styles.search}>
        <SearchBox
          value={search.value}
          onChange={search.onChange}
          label={search.label}
          placeholder={search.placeholder}
        />
      </div>
      {chips && (
        <div role="group" aria-label={chips.label} className={styles.chips}>
          {chips.choices.map(({ value, label }) => (
            <Chip key={value} selected={chips.selected === value} onClick={() => chips.onSelect(value)}>
              {label}
            </Chip>
          ))}
        </div>
      )}
    </div>
  );
}
