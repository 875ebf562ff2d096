import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, Button } from '@mwangaza/shared';
import { Input, Select } from '@mwangaza/shared/controls';
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
  // Every option offered comes from the filter's own list, so a chosen value is one the filter takes.
  const set = (key: keyof Filters, value: string) => onChange({ ...filters, [key]: value });
  const active = Object.values(filters).some(Boolean);
  const choices = [
    { key: 'actor', label: 'Person', placeholder: 'Everyone', options: people },
    { key: 'action', label: 'Action', placeholder: 'All actions', options: ACTION_OPTIONS },
    { key: 'entityType', label: 'Record', placeholder: 'All records', options: ENTITY_OPTIONS },
  ] as const;
  // Each end of the range keeps the other from crossing it.
  const days = [
    { key: 'from', label: 'From', max: filters.to || undefined },
    { key: 'to', label: 'To', min: filters.from || undefined },
  ] as const;

  return (
    <div className={styles.filters} role="group" aria-label="Filter the activity">
      {choices.map(({ key, ...choice }) => (
        <Select key={key} {...choice} value={filters[key]} onChange={(e) => set(key, e.target.value)} />
      ))}
      {days.map(({ key, ...day }) => (
        <Input
          key={key}
          type="date"
          {...day}
          value={filters[key]}
          onChange={(e) => set(key, e.target.value)}
        />
      ))}
      {active && (
        <Button variant="ghost" size="sm" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
