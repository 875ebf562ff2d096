import { useCallback, type ReactNode } from 'react';
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
  const api = collectionApi(collection);
  const create = api.useCreate();
  const update = api.useUpdate();
  const [createPreview, { isLoading: previewing }] = useCreatePreviewMutation();
  const toast = useToast();
  const validate = useCallback(
    (values: Values): Validation<Values, SavedBody> => {
      const fields = validateValues(sections, values, imageFallback);
      const publishing = publishingBody(values);
      if (fields.ok && publishing.ok) return { ok: true, body: { ...fields.body, ...publishing.body } };
      const fieldErrors = {
        ...(fields.ok ? {} : fields.fieldErrors),
        ...(publishing.ok ? {} : publishing.errors),
      } as FieldErrors<Values>;
      return {
        ok: false,
        fieldErrors,
        formError: fields.ok ? 'Please correct the highlighted fields' : fields.formError,
      };
    },
    [sections, imageFallback],
  );
  const form = useResourceForm<Values, SavedBody>({
    initial: { ...toFormValues(sections, item), ...toPublishingValues(item) },
    validate,
    save: (body, version) => (item ? update({ id: item.id, body, version }).unwrap() : create(body).unwrap()),
    version: item?.version,
    draftKey: draftKey(collection.name, item?.id),
    successMessage: item ? texts.saved : texts.created,
    failureMessage: texts.saveFailed,
    onDone,
  });

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
        <ResourceFields
          sections={sections}
          values={form.values}
          errors={form.errors}
          set={form.set as (key: string, value: FormValue) => void}
        />
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
  return Object.fromEntries(fields.map((field) => [String(field.key), field.label]));
}
