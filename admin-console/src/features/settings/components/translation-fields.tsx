import {
  SITE_SETTINGS_LOCALIZED,
  type SiteSettings as Settings,
  type SiteSettingsTranslations as Translations,
} from '@mwangaza/shared';
import type { JsonSchema, TranslatedLocale } from '@mwangaza/shared/collections/fields';
import group from '../../../resource/fields/fieldset.module.css';
import { FormSection } from '../../../resource/form/resource-form';
import { SETTINGS_SECTIONS, sectionAnchor } from '../settings-labels';
import { isLocalized, textIn, translationPath, withText, type TextPlace } from '../settings-translations';
import { SchemaField } from './schema-fields';

interface TranslationSectionProps {
  section: (typeof SETTINGS_SECTIONS)[number];
  /** The section's schema (the English form's). */
  schema: JsonSchema;
  settings: Settings;
  translations: Translations;
  locale: TranslatedLocale;
  errors: Readonly<Record<string, string>>;
  onChange: (translations: Translations) => void;
}

/**
 * One section of the settings in a language: its localized texts, each beside its English (a list's row by
 * row); a section with none (contact details, links) says it is the same in every language.
 */
export function TranslationSection(props: TranslationSectionProps) {
  const { section, schema, settings, translations, locale, errors, onChange } = props;
  const { key, title, item } = section;
  if (!isLocalized(key))
    return (
      <FormSection id={sectionAnchor(key)} title={title}>
        <p className={group.hint}>The same in every language: change it in English.</p>
      </FormSection>
    );
  const english = settings[key] as Record<string, unknown> | Record<string, unknown>[];
  const rowSchema = (Array.isArray(english) ? schema.items : schema) ?? {};
  const fields = (row: Record<string, unknown>, index?: number) =>
    SITE_SETTINGS_LOCALIZED[key].map((name) => {
      const place: TextPlace = { section: key, index, key: name };
      // Never required: a text left empty shows in English.
      const { minLength: _minLength, pattern: _pattern, ...fieldSchema } = rowSchema.properties?.[name] ?? {};
      return (
        <SchemaField
          key={name}
          schema={fieldSchema}
          path={translationPath(locale, place)}
          name={name}
          value={textIn(translations, locale, place)}
          onChange={(text) => onChange(withText(translations, locale, place, String(text)))}
          errors={errors}
          english={String(row[name] ?? '')}
        />
      );
    });
  return (
    <FormSection id={sectionAnchor(key)} title={title}>
      {Array.isArray(english)
        ? english.map((row, index) => (
            // The tool's name (not translated) tells which tool the insight is about.
            <FormSection key={index} title={`${item} ${index + 1}${row.name ? `: ${String(row.name)}` : ''}`}>
              {fields(row, index)}
            </FormSection>
          ))
        : fields(english)}
    </FormSection>
  );
}
