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
} from '@mwangaza/shared';
import { useGetRevisionsQuery, useToast } from '@mwangaza/shared/console';
import { asJsonSchema } from '@mwangaza/shared/collections/fields';
import { SiteSettings } from '@mwangaza/shared/schemas';
import group from '../../../resource/fields/fieldset.module.css';
import { ConflictDialog } from '../../../resource/form/conflict-dialog';
import { FormSection, Wide } from '../../../resource/form/resource-form';
import styles from '../../../resource/form/resource-form.module.css';
import { useUnsavedChanges } from '../../../resource/form/use-unsaved-changes';
import { StaffTime } from '../../../components/staff-time';
import { SETTINGS_SECTIONS, sectionAnchor } from '../settings-labels';
import { validateSettings } from '../settings-validation';
import { ListFields, ObjectFields } from './schema-fields';

const SCHEMA = asJsonSchema(SiteSettings);

interface SettingsFormProps {
  record: AdminSiteSettings;
  /** Someone else saved first and the administrator chose their version. */
  onReload: () => void;
}

/** The settings as one form, a section per part of the site, drawn from the shared schema. */
export function SettingsForm({ record, onReload }: SettingsFormProps) {
  const [values, setValues] = useState<Settings>(record.settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; etag?: string } | null>(null);
  const [update, { isLoading: saving }] = useUpdateSiteSettingsMutation();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  // The number History gives the saved version ("Revision 4 · Current"): the same request, from the cache.
  const current = useGetRevisionsQuery({ collection: 'settings', id: SITE_SETTINGS_ID }).data?.revisions[0];
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(record.settings));

  const send = async (etag: string) => {
    setFormError(null);
    try {
      await update({ settings: values, etag }).unwrap();
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
    const found = validateSettings(values);
    setErrors(found);
    const [first] = Object.values(found);
    if (!first) return void send(record.etag);
    setFormError(`Please correct the highlighted fields. ${first}.`);
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  const change = (key: keyof Settings) => (next: unknown) => setValues({ ...values, [key]: next });

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label="Site settings">
      {formError && <ErrorBanner message={formError} onDismiss={() => setFormError(null)} />}
      {SETTINGS_SECTIONS.map(({ key, title, item, hint }) => {
        const props = { schema: SCHEMA.properties![key]!, path: `/${key}`, value: values[key], errors };
        return (
          <FormSection key={key} id={sectionAnchor(key)} title={title} columns={item ? 1 : 2}>
            {hint && (
              <Wide>
                <p className={group.hint}>{hint}</p>
              </Wide>
            )}
            {item ? (
              <ListFields {...props} item={item} onChange={change(key)} />
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
