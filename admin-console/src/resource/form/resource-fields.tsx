import { Fragment } from 'react';
import { Input, Select, TextArea } from '@mwangaza/shared/controls';
import { Toggle } from '@mwangaza/shared/console';
import type { FieldErrors } from './form-validation';
import { ImageUrlField } from '../fields/image-url-field';
import { ReferenceField } from '../fields/reference-field';
import { MarkdownField } from '../fields/markdown-field/markdown-field';
import { BesideEnglish } from './language-tabs';
import { FormSection, Wide } from './resource-form';
import { RowListField } from '../fields/row-list-field';
import type { ResolvedField, ResolvedSection } from './form-schema';
import type { FormValue, FormValues } from './form-values';

interface FieldsProps {
  sections: readonly ResolvedSection[];
  values: FormValues;
  errors: FieldErrors<FormValues>;
  set: (key: string, value: FormValue) => void;
  /** A translation's form: the English value of each field ('sw.title' → the value of 'title'), shown beside it. */
  english?: (key: string) => FormValue | undefined;
}

/** A form's sections and fields, drawn from its description with the rules of its schema. */
export function ResourceFields({ sections, values, errors, set, english }: FieldsProps) {
  return (
    <>
      {sections.map((section) => (
        <FormSection key={section.title} title={section.title} columns={section.columns}>
          {section.fields.map((field) => {
            const control = <FieldControl field={field} values={values} errors={errors} set={set} />;
            const key = String(field.key);
            if (english)
              return (
                <BesideEnglish key={key} label={field.label} english={english(key)}>
                  {control}
                </BesideEnglish>
              );
            return field.wide ? <Wide key={key}>{control}</Wide> : <Fragment key={key}>{control}</Fragment>;
          })}
        </FormSection>
      ))}
    </>
  );
}

interface FieldControlProps extends Omit<FieldsProps, 'sections'> {
  field: ResolvedField;
}

function FieldControl({ field, values, errors, set }: FieldControlProps) {
  const key = field.key;
  const error = errors[key];
  const text = values[key] as string;
  const setText = (value: string) => set(key, value);
  // What every text-like control takes; each kind adds its own limits below.
  const shown = { label: field.label, hint: 'hint' in field ? field.hint : undefined, value: text, error };
  const onInput = (e: { target: { value: string } }) => setText(e.target.value);
  switch (field.kind) {
    case 'text':
    case 'list':
      return (
        <Input
          {...shown}
          required={field.required}
          maxLength={field.maxLength}
          placeholder={field.kind === 'text' ? field.placeholder : undefined}
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
          images={field.images}
          onChange={setText}
        />
      );
    case 'slug':
      return (
        <Input
          {...shown}
          maxLength={field.maxLength}
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
          options={(field.options ?? []).map((option) => ({
            value: option,
            label: field.labels?.[option] ?? option,
          }))}
          onChange={onInput}
        />
      );
    case 'image':
      return <ImageUrlField {...shown} required={field.required} onChange={setText} />;
    case 'toggle':
      return (
        <Toggle
          label={field.label}
          checked={values[key] as boolean}
          onChange={(checked) => set(key, checked)}
        />
      );
    case 'reference':
      return (
        <ReferenceField
          label={field.label}
          hint={field.hint}
          error={error}
          required={field.required}
          to={field.reference?.to ?? ''}
          many={field.reference?.many ?? false}
          value={values[key] as string | string[]}
          onChange={(value) => set(key, value)}
        />
      );
    case 'rows':
      return (
        <RowListField
          legend={field.label}
          itemLabel={field.itemLabel}
          hint={field.hint}
          placeholder={field.placeholder}
          rows={values[key] as string[]}
          error={error}
          maxItems={field.maxItems ?? Number.MAX_SAFE_INTEGER}
          maxLength={field.maxLength}
          required={field.required}
          onChange={(rows) => set(key, rows)}
        />
      );
  }
}
