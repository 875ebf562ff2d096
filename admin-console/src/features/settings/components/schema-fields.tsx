import { Button } from '@mwangaza/shared';
import { Input, TextArea } from '@mwangaza/shared/controls';
import type { JsonSchema } from '@mwangaza/shared/collections/fields';
import { FIELD_LABELS, INPUT_TYPES } from '../settings-labels';
import { CheckboxGroup } from '../../../resource/fields/checkbox-group';
import group from '../../../resource/fields/fieldset.module.css';
import { BesideEnglish } from '../../../resource/form/language-tabs';
import { FormSection, Wide } from '../../../resource/form/resource-form';

type Value = unknown;
type Errors = Readonly<Record<string, string>>;

interface FieldProps {
  schema: JsonSchema;
  /** Where the value is in the settings ('/contact/phone'): the key of its error. */
  path: string;
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  errors: Errors;
  /** A translation's field: the English text, shown beside it. */
  english?: string;
}

/** Longer texts (not addresses or links) get a text area. */
const LONG_TEXT = 150;

/** An empty row of a list, as the schema draws it (the administrator fills it in). */
function emptyOf(schema: JsonSchema): Value {
  if (schema.type === 'object')
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, field]) => [key, emptyOf(field)]),
    );
  if (schema.type === 'array') return [];
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 0;
  return '';
}

/** One field of the settings drawn from its schema: its control, label and limits. */
export function SchemaField({ schema, path, name, value, onChange, errors, english }: FieldProps) {
  const label = FIELD_LABELS[name] ?? name;
  const error = errors[path];
  if (schema.type === 'array' && schema.items?.enum) {
    const options = schema.items.enum.map((option) => ({ value: String(option), label: String(option) }));
    return (
      <Wide>
        <CheckboxGroup
          label={label}
          error={error}
          required={(schema.minItems ?? 0) > 0}
          options={options}
          value={value as string[]}
          onChange={onChange}
        />
      </Wide>
    );
  }
  if (schema.type === 'object') return <ObjectFields {...{ schema, path, value, onChange, errors }} />;
  if (schema.type === 'integer')
    return (
      <Input
        label={label}
        type="number"
        min={schema.minimum}
        max={schema.maximum}
        required
        value={String(value)}
        error={error}
        onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      />
    );
  const common = {
    label,
    value: String(value),
    maxLength: schema.maxLength,
    required: (schema.minLength ?? 0) > 0,
    error,
  };
  const long = (schema.maxLength ?? 0) > LONG_TEXT && !INPUT_TYPES[name];
  const control = long ? (
    <TextArea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <Input
      {...common}
      type={INPUT_TYPES[name] ?? 'text'}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  if (english !== undefined)
    return (
      <Wide>
        <BesideEnglish label={label} english={english}>
          {control}
        </BesideEnglish>
      </Wide>
    );
  return long ? <Wide>{control}</Wide> : control;
}

type ObjectProps = Omit<FieldProps, 'name'>;

/** Every property of an object, in the schema's order. */
export function ObjectFields({ schema, path, value, onChange, errors }: ObjectProps) {
  const record = value as Record<string, Value>;
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([key, field]) => (
        <SchemaField
          key={key}
          schema={field}
          path={`${path}/${key}`}
          name={key}
          value={record[key]}
          onChange={(next) => onChange({ ...record, [key]: next })}
          errors={errors}
        />
      ))}
    </>
  );
}

interface ListProps extends ObjectProps {
  /** What one row is called ('Counter'): its group reads 'Counter 1'. */
  item: string;
  /** A row removed (its translations go with it). */
  onRemove?: (index: number) => void;
}

/** A list of rows (counters, tools, links): as many as the schema allows, each a group of its own. */
export function ListFields({ schema, path, value, onChange, errors, item, onRemove }: ListProps) {
  const rows = value as Value[];
  const min = schema.minItems ?? 0;
  const max = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const rowSchema = schema.items ?? {};
  const replace = (index: number, next: Value) =>
    onChange(rows.map((row, at) => (at === index ? next : row)));
  return (
    <>
      {rows.map((row, index) => (
        <FormSection key={index} title={`${item} ${index + 1}`} columns={2}>
          <ObjectFields
            schema={rowSchema}
            path={`${path}/${index}`}
            value={row}
            onChange={(next) => replace(index, next)}
            errors={errors}
          />
          {rows.length > min && (
            <Wide>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  onChange(rows.filter((_row, at) => at !== index));
                  onRemove?.(index);
                }}
              >
                Remove {item.toLowerCase()} {index + 1}
              </Button>
            </Wide>
          )}
        </FormSection>
      ))}
      {errors[path] && <p className={group.error}>{errors[path]}</p>}
      {rows.length < max && (
        <div>
          <Button size="sm" variant="secondary" onClick={() => onChange([...rows, emptyOf(rowSchema)])}>
            Add {item.toLowerCase()}
          </Button>
        </div>
      )}
    </>
  );
}
