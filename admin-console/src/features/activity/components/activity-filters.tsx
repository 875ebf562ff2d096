import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  Button,
  Input,
  Select,
  type AuditAction,
  type AuditEntityType,
} from '@mwangaza/shared';
import { useGetUsersQuery } from '@mwangaza/shared/console';
import { NO_FILTERS, type ActivityFilters as Filters } from '../lib/activity-params';
import { ACTION_LABELS, ENTITY_LABELS } from '../lib/audit-labels';
import styles from './activity.module.css';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));
const ENTITY_OPTIONS = AUDIT_ENTITY_TYPES.map((value) => ({ value, label: ENTITY_LABELS[value] }));

interface Props {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Person, action, record type and a range of days; each change applies at once (and lands in the URL). */
export function ActivityFilters({ filters, onChange }: Props) {
  // A consultancy has a handful of staff: the first page of 100 accounts names them all.
  const { data } = useGetUsersQuery({ limit: 100 });
  const people = (data?.users ?? []).map((user) => ({
    value: user.id,
    label: `${user.fullName} (${user.email})`,
  }));
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  const active = Object.values(filters).some(Boolean);

  return (
    <div className={styles.filters} role="group" aria-label="Filter the activity">
      <Select
        label="Person"
        placeholder="Everyone"
        options={people}
        value={filters.actor}
        onChange={(e) => set({ actor: e.target.value })}
      />
      <Select
        label="Action"
        placeholder="All actions"
        options={ACTION_OPTIONS}
        value={filters.action}
        onChange={(e) => set({ action: e.target.value as AuditAction | '' })}
      />
      <Select
        label="Record"
        placeholder="All records"
        options={ENTITY_OPTIONS}
        value={filters.entityType}
        onChange={(e) => set({ entityType: e.target.value as AuditEntityType | '' })}
      />
      <Input
        label="From"
        type="date"
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => set({ from: e.target.value })}
      />
      <Input
        label="To"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => set({ to: e.target.value })}
      />
      {active && (
        <Button variant="ghost" size="sm" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
