import { findCollection, nounsOf } from '@mwangaza/shared';
import { Select, type SelectOption } from '@mwangaza/shared/controls';
import { useGetAssigneesQuery } from '@mwangaza/shared/console';
import { collectionApi } from '../use-collection-api';
import { CheckboxGroup } from './checkbox-group';

interface ReferenceFieldProps {
  label: string;
  hint?: string;
  error?: string;
  required: boolean;
  /** What it names: a collection's name, or 'staff' (editors and administrators). */
  to: string;
  /** A list of ids (checkboxes) rather than one (a select). */
  many: boolean;
  value: string | string[];
  onChange: (value: string | string[]) => void;
}

/** A field that names other records: items of another collection, or a staff member. */
export function ReferenceField(props: ReferenceFieldProps) {
  return props.to === 'staff' ? <StaffReference {...props} /> : <ItemReference {...props} />;
}

function StaffReference(props: ReferenceFieldProps) {
  const { data } = useGetAssigneesQuery();
  const options = (data?.assignees ?? []).map((person) => ({ value: person.id, label: person.fullName }));
  return <ReferenceControl {...props} options={options} noun="staff member" />;
}

function ItemReference(props: ReferenceFieldProps) {
  const collection = findCollection(props.to);
  if (!collection) throw new Error(`A reference to "${props.to}", which is not a collection`);
  const { items } = collectionApi(collection).useList({ limit: 100 });
  const options = items.map((item) => ({ value: item.id, label: item.title }));
  return <ReferenceControl {...props} options={options} noun={nounsOf(collection).singular} />;
}

function ReferenceControl({
  label,
  hint,
  error,
  required,
  many,
  value,
  onChange,
  options,
  noun,
}: ReferenceFieldProps & { options: SelectOption[]; noun: string }) {
  if (!many) {
    return (
      <Select
        label={label}
        hint={hint}
        error={error}
        required={required}
        placeholder={`Choose a ${noun}`}
        options={options}
        value={value as string}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <CheckboxGroup
      {...{ label, hint, error, required, options }}
      value={value as string[]}
      onChange={onChange}
    />
  );
}
