import { useRef, useState, type FormEvent } from 'react';
import {
  Button,
  ErrorBanner,
  getErrorMessage,
  isApiError,
  SITE_SETTINGS_ID,
  useUpdateSiteSettingsMutation,
  type AdminSiteSettings,
  type EditConflict,
  type SiteSettings as Settings,
  type SiteSettingsTranslations as Translations,
} from '@mwangaza/shared';
import { useGetRevisionsQuery, useToast } from '@mwangaza/shared/console';
import { asJsonSchema, LOCALE_NAMES, type TranslatedLocale } from '@mwangaza/shared/collections/fields';
import type { Locale } from '@mwangaza/shared/i18n';
import { SiteSettings } from '@mwangaza/shared/schemas';
import group from '../../../resource/fields/fieldset.module.css';
import { ConflictDialog } from '../../../resource/form/conflict-dialog';
import { LanguageTabs } from '../../../resource/form/language-tabs';
import { FormSection, Wide } from '../../../resource/form/resource-form';
import styles from '../../../resource/form/resource-form.module.css';
import { useUnsavedChanges } from '../../../resource/form/use-unsaved-changes';
import { StaffTime } from '../../../components/staff-time';
import { SETTINGS_SECTIONS, sectionAnchor } from '../settings-labels';
import {
  copyFromEnglish,
  isLocalized,
  localizedTexts,
  missingLanguages,
  translationsBody,
  untranslatedCount,
  withoutRow,
} from '../settings-translations';
import { validateSettings, validateTranslations } from '../settings-validation';
import { ListFields, ObjectFields } from './schema-fields';
import { TranslationSection } from './translation-fields';

const SCHEMA = asJsonSchema(SiteSettings);

interface SettingsFormProps {
  record: AdminSiteSettings;
  /** Someone else saved first and the administrator chose their version. */
  onReload: () => void;
  /** The language of the texts edited (English: every field); kept by the screen across saves. */
  language: Locale;
  onLanguageChange: (language: Locale) => void;
}

/** The settings as one form, a section per part of the site, drawn from the shared schema. */
export function SettingsForm({
  record,
  onReload,
  language,
  onLanguageChange: setLanguage,
}: SettingsFormProps) {
  const [values, setValues] = useState<Settings>(record.settings);
  const [translations, setTranslations] = useState<Translations>(record.translations ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; etag?: string } | null>(null);
  const [update, { isLoading: saving }] = useUpdateSiteSettingsMutation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  // The number History gives the saved version ("Revision 4 · Current"): the same request, from the cache.
  const current = useGetRevisionsQuery({ collection: 'settings', id: SITE_SETTINGS_ID }).data?.revisions[0];
  const body = translationsBody(values, translations);
  useUnsavedChanges(
    JSON.stringify(values) !== JSON.stringify(record.settings) ||
      JSON.stringify(body) !== JSON.stringify(translationsBody(record.settings, record.translations)),
  );

  const send = async (etag: string) => {
    setFormError(null);
    try {
      await update({ settings: values, etag, translations: body }).unwrap();
      setConflict(null);
      toast.show('Site settings saved', 'success');
    } catch (error) {
      const current =
        isApiError(error) && error.status === 412 ? (error.data as EditConflict)?.current : undefined;
      if (current) setConflict({ message: getErrorMessage(error, ''), etag: current.etag });
      // The API's message names the field: the administrator's input stays as it is.
      else setFormError(getErrorMessage(error, 'Failed to save the site settings'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = { ...validateSettings(values), ...validateTranslations(body) };
    setErrors(found);
    const [first] = Object.entries(found);
    if (!first) return void send(record.etag);
    // The language of the first field that needs attention.
    const [path, message] = first;
    const [, translated, locale] = path.split('/');
    setLanguage(translated === 'translations' ? (locale as TranslatedLocale) : 'en');
    setFormError(`Please correct the highlighted fields. ${message}.`);
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  const change = (key: keyof Settings) => (next: unknown) => setValues({ ...values, [key]: next });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Site settings">
      {formError && <ErrorBanner message={formError} onDismiss={() => setFormError(null)} />}
      <LanguageTabs
        language={language}
        onChange={setLanguage}
        missing={missingLanguages(values, translations)}
        onCopyFromEnglish={() =>
          setTranslations(copyFromEnglish(values, translations, language as TranslatedLocale))
        }
      />
      {language !== 'en' && (
        <p className={styles.languageIntro}>{settingsLanguageIntro(language, values, translations)}</p>
      )}
      {SETTINGS_SECTIONS.map((section) => {
        const { key, title, item, hint } = section;
        const schema = SCHEMA.properties![key]!;
        if (language !== 'en')
          return (
            <TranslationSection
              key={key}
              {...{ section, schema, settings: values, translations, locale: language, errors }}
              onChange={setTranslations}
            />
          );
        const props = { schema, path: `/${key}`, value: values[key], errors };
        return (
          <FormSection key={key} id={sectionAnchor(key)} title={title} columns={item ? 1 : 2}>
            {hint && (
              <Wide>
                <p className={group.hint}>{hint}</p>
              </Wide>
            )}
            {item ? (
              <ListFields
                {...props}
                item={item}
                onChange={change(key)}
                onRemove={
                  isLocalized(key)
                    ? (index) => setTranslations((current) => withoutRow(current, key, index))
                    : undefined
                }
              />
            ) : (
              <ObjectFields {...props} onChange={change(key)} />
            )}
          </FormSection>
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          Save settings
        </Button>
        <p className={group.hint}>
          {record.updatedAt ? (
            <>
              {current && `Revision ${current.number}, `}saved by {record.updatedBy ?? 'someone'} on{' '}
              <StaffTime at={record.updatedAt} />
            </>
          ) : (
            'The site shows the built-in texts until the first save.'
          )}
        </p>
      </div>
      {conflict && (
        <ConflictDialog
          message={conflict.message}
          busy={saving}
          onReload={() => {
            setConflict(null);
            onReload();
          }}
          // Overwrites the copy the conflict named: a save made after it is refused again.
          onOverwrite={() => (conflict.etag ? void send(conflict.etag) : onReload())}
          onClose={() => setConflict(null)}
        />
      )}
    </form>
  );
}

/** What the settings' translation tab says: where the texts show, and how many still show in English. */
function settingsLanguageIntro(locale: TranslatedLocale, settings: Settings, translations: Translations) {
  const name = LOCALE_NAMES[locale];
  const left = untranslatedCount(settings, translations, locale);
  const total = localizedTexts(settings).length;
  return `The public site's texts in ${name}, at /${locale}/…: a text left empty shows in English there, the English stays beside each field. ${
    left === 0 ? 'Every text is translated.' : `${left} of ${total} texts are not translated yet.`
  }`;
}
