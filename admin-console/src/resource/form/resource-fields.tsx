import { Fragment } from 'react';
import { Input, SLUG_MAX_LENGTH, Select, TextArea, Toggle } from '@mwangaza/shared';
import type { FieldErrors } from './form-validation';
import { ImageUrlField } from '../fields/image-url-field';
import { MarkdownField } from '../fields/markdown-field/markdown-field';
import { FormSection, Wide } from './resource-form';
import { RowListField } from '../fields/row-list-field';
import type { FieldDescription, FormSectionDescription } from '../resource-description';

interface FieldsProps<V> {
  sections: readonly FormSectionDescription<V>[];
  values: V;
  errors: FieldErrors<V>;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
}

/** A form's sections and fields, drawn from its description. */
export function ResourceFields<V>({ sections, values, errors, set }: FieldsProps<V>) {
  return (
    <>
      {sections.map((section) => (
        <FormSection key={section.title} title={section.title} columns={section.columns}>
          {section.fields.map((field) => {
            const control = <FieldControl field={field} values={values} errors={errors} set={set} />;
            const key = String(field.key);
            return field.wide ? <Wide key={key}>{control}</Wide> : <Fragment key={key}>{control}</Fragment>;
          })}
        </FormSection>
      ))}
    </>
  );
}

interface FieldControlProps<V> extends Omit<FieldsProps<V>, 'sections'> {
  field: FieldDescription<V>;
}

function FieldControl<V>({ field, values, errors, set }: FieldControlProps<V>) {
  const key = field.key as keyof V;
  const error = errors[key];
  const text = values[key] as unknown as string;
  const setText = (value: string) => set(key, value as V[keyof V]);
  // What every text-like control takes; each kind adds its own limits below.
  const shown = { label: field.label, hint: 'hint' in field ? field.hint : undefined, value: text, error };
  const onInput = (e: { target: { value: string } }) => setText(e.target.value);
  switch (field.kind) {
    case 'text':
      return (
        <Input
          {...shown}
          required={field.required}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          onChange={onInput}
        />
      );
    case 'number':
      return (
        <Input
          {...shown}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
          onChange={onInput}
        />
      );
    case 'textarea':
      return (
        <TextArea
          {...shown}
          required={field.required}
          rows={field.rows}
          maxLength={field.maxLength}
          onChange={onInput}
        />
      );
    case 'markdown':
      return (
        <MarkdownField
          {...shown}
          required={field.required}
          rows={field.rows}
          maxLength={field.maxLength}
          onChange={setText}
        />
      );
    case 'slug':
      return (
        <Input
          {...shown}
          maxLength={SLUG_MAX_LENGTH}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => setText(e.target.value.toLowerCase())}
        />
      );
    case 'select':
      return (
        <Select
          {...shown}
          required={field.required}
          placeholder={field.placeholder}
          options={field.options.map((option) => ({ value: option, label: option }))}
          onChange={onInput}
        />
      );
    case 'image':
      return <ImageUrlField {...shown} required={field.required} onChange={setText} />;
    case 'toggle':
      return (
        <Toggle
          label={field.label}
          checked={values[key] as unknown as boolean}
          onChange={(checked) => set(key, checked as V[keyof V])}
        />
      );
    case 'rows':
      return (
        <RowListField
          legend={field.label}
          itemLabel={field.itemLabel}
          hint={field.hint}
          placeholder={field.placeholder}
          rows={values[key] as unknown as string[]}
          error={error}
          maxItems={field.maxItems}
          maxLength={field.maxLength}
          onChange={(rows) => set(key, rows as V[keyof V])}
        />
      );
  }
}
