import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  getErrorMessage,
  useCreatePreviewMutation,
  type CollectionDescriptor,
} from '@mwangaza/shared';
import { useToast } from '@mwangaza/shared/console';
import type { AnyResource, ContentEntity } from '../define-resource';
import { HistoryPanel } from '../history/history-panel';
import { PublishingFields } from '../publishing/publishing-fields';
import { publishingBody, toPublishingValues, type PublishingValues } from '../publishing/publishing-values';
import { resourceTexts } from '../resource-texts';
import { collectionApi } from '../use-collection-api';
import { ConflictDialog } from './conflict-dialog';
import { resolveForm } from './form-schema';
import type { FieldErrors, Validation } from './form-validation';
import { toFormValues, validateValues, type Body, type FormValue, type FormValues } from './form-values';
import { ResourceFields } from './resource-fields';
import { ResourceForm } from './resource-form';
import { LanguageTabs, languageIntro } from './language-tabs';
import {
  copyFromEnglish,
  missingLanguages,
  sectionsIn,
  toTranslationValues,
  translationSections,
  validateTranslations,
} from './translation-values';
import type { Locale } from '@mwangaza/shared/i18n';
import { LOCALE_NAMES, type TranslatedLocale } from '@mwangaza/shared/collections/fields';
import formStyles from './resource-form.module.css';
import { draftKey } from './use-form-draft';
import { useResourceForm } from './use-resource-form';

type Values = FormValues & PublishingValues;
type SavedBody = Body & { status: 'draft' | 'published'; publishAt: string | null };
type SetValue<V> = <K extends keyof V>(key: K, value: V[K]) => void;

interface ResourceFormScreenProps {
  resource: AnyResource;
  /** The item being edited; absent for the create form. */
  item?: ContentEntity;
  onDone: () => void;
  /** Fetches the item again (someone else's newer version). */
  onReload?: () => void;
}

/** The create or edit form of any collection, drawn from its description, with publishing and preview. */
export function ResourceFormScreen({ resource, item, onDone, onReload }: ResourceFormScreenProps) {
  const { collection } = resource;
  const { imageFallback } = collection as CollectionDescriptor;
  const texts = resourceTexts(collection);
  const sections = resolveForm(resource);
  const translated = useMemo(() => translationSections(sections, collection), [sections, collection]);
  const [language, setLanguage] = useState<Locale>('en');
  const api = collectionApi(collection);
  const create = api.useCreate();
  const update = api.useUpdate();
  const [createPreview, { isLoading: previewing }] = useCreatePreviewMutation();
  const toast = useToast();
  const validate = useCallback(
    (values: Values): Validation<Values, SavedBody> => {
      const fields = validateValues(sections, values, imageFallback);
      const translations = validateTranslations(translated, values);
      const publishing = publishingBody(values);
      if (fields.ok && publishing.ok && translations.ok)
        return { ok: true, body: { ...fields.body, ...publishing.body, translations: translations.body } };
      const fieldErrors = {
        ...(fields.ok ? {} : fields.fieldErrors),
        ...(translations.ok ? {} : translations.fieldErrors),
        ...(publishing.ok ? {} : publishing.errors),
      } as FieldErrors<Values>;
      return {
        ok: false,
        fieldErrors,
        formError: fields.ok ? 'Please correct the highlighted fields' : fields.formError,
      };
    },
    [sections, translated, imageFallback],
  );
  const form = useResourceForm<Values, SavedBody>({
    initial: {
      ...toFormValues(sections, item),
      ...toTranslationValues(translated, item),
      ...toPublishingValues(item),
    },
    validate,
    save: (body, version) => (item ? update({ id: item.id, body, version }).unwrap() : create(body).unwrap()),
    version: item?.version,
    draftKey: draftKey(collection.name, item?.id),
    successMessage: item ? texts.saved : texts.created,
    failureMessage: texts.saveFailed,
    onDone,
  });

  const missing = missingLanguages(collection, translated, form.values);
  // A refused save shows the language of the first field that needs attention.
  const firstError = Object.keys(form.errors)[0];
  useEffect(() => {
    if (!firstError) return;
    const prefix = firstError.split('.')[0] as Locale;
    setLanguage(firstError.includes('.') && prefix in LOCALE_NAMES ? prefix : 'en');
  }, [firstError]);

  /** Opens the public page with the form's content, through a short-lived staff-only preview. */
  const preview = async () => {
    const result = validate(form.values);
    if (!result.ok) return form.showErrors(result);
    // Opened at once (inside the click) so that popup blockers allow it; pointed at the preview when ready.
    const tab = window.open('', '_blank');
    try {
      const { token } = await createPreview({
        collection: collection.name,
        id: item?.id,
        item: result.body,
      }).unwrap();
      const url = `/preview/${collection.name}/${encodeURIComponent(token)}`;
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      toast.show(getErrorMessage(error, 'Failed to open the preview'), 'error');
    }
  };

  return (
    <>
      <ResourceForm
        form={form}
        title={item ? texts.editTitle : texts.addLabel}
        description={item ? item.title : resource.form.intro}
        extraActions={
          <Button variant="secondary" onClick={preview} loading={previewing}>
            Preview
          </Button>
        }
      >
        <LanguageTabs
          language={language}
          onChange={setLanguage}
          missing={missing}
          onCopyFromEnglish={() => {
            const copied = copyFromEnglish(translated, form.values, language as TranslatedLocale);
            for (const [key, value] of Object.entries(copied))
              if (value !== form.values[key]) form.set(key, value as never);
          }}
        />
        {language === 'en' ? (
          <ResourceFields
            sections={sections}
            values={form.values}
            errors={form.errors}
            set={form.set as (key: string, value: FormValue) => void}
          />
        ) : (
          <>
            <p className={formStyles.languageIntro}>{languageIntro(language)}</p>
            <ResourceFields
              sections={sectionsIn(translated, language)}
              values={form.values}
              errors={form.errors}
              set={form.set as (key: string, value: FormValue) => void}
              english={(key) => form.values[key.slice(key.indexOf('.') + 1)]}
            />
          </>
        )}
        <PublishingFields
          values={form.values}
          errors={form.errors}
          set={form.set as SetValue<PublishingValues>}
        />
        {form.conflict && (
          <ConflictDialog
            message={form.conflict}
            busy={form.saving}
            onClose={form.dismissConflict}
            onOverwrite={form.overwrite}
            onReload={() => {
              form.discardChanges();
              form.dismissConflict();
              onReload?.();
            }}
          />
        )}
      </ResourceForm>
      {item && (resource.form.panels as ((item: ContentEntity) => ReactNode) | undefined)?.(item)}
      {item && (
        // A restore changes the saved item; the edit screen then draws the form again from it.
        <HistoryPanel collection={collection.name} id={item.id} labels={fieldLabels(resource)} canRestore />
      )}
    </>
  );
}

/** Field names as the form shows them, in its order: the history names changed fields the same way. */
function fieldLabels(resource: AnyResource): Record<string, string> {
  const fields = resource.form.sections.flatMap((section) => section.fields);
  const translations = Object.entries(LOCALE_NAMES)
    .filter(([locale]) => locale !== 'en')
    .map(([locale, name]) => [`translations.${locale}`, `${name} translation`]);
  return Object.fromEntries([...fields.map((field) => [String(field.key), field.label]), ...translations]);
}
