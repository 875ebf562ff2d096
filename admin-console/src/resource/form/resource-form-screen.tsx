import type { RevisionCollection } from '@mwangaza/shared';
import { HistoryPanel } from '../history/history-panel';
import { useCallback } from 'react';
import { Button, getErrorMessage, useCreatePreviewMutation, useToast } from '@mwangaza/shared';
import type { FieldErrors, Validation } from './form-validation';
import { ResourceForm } from './resource-form';
import { draftKey } from './use-form-draft';
import { useResourceForm } from './use-resource-form';
import { ConflictDialog } from './conflict-dialog';
import { PublishingFields } from '../publishing/publishing-fields';
import { publishingBody, toPublishingValues, type PublishingValues } from '../publishing/publishing-values';
import type { ContentEntity, ResourceDescription } from '../resource-description';
import { ResourceFields } from './resource-fields';
import { resourceTexts } from '../resource-texts';

type SetValue<V> = <K extends keyof V>(key: K, value: V[K]) => void;

interface ResourceFormScreenProps<T extends ContentEntity, V, B> {
  resource: ResourceDescription<T, V, B>;
  /** The item being edited; absent for the create form. */
  item?: T;
  onDone: () => void;
  /** Fetches the item again (someone else's newer version). */
  onReload?: () => void;
}

/** The create or edit form of any collection, drawn from its description, with publishing and preview. */
export function ResourceFormScreen<T extends ContentEntity, V extends object, B>({
  resource,
  item,
  onDone,
  onReload,
}: ResourceFormScreenProps<T, V, B>) {
  const texts = resourceTexts(resource);
  const create = resource.api.useCreate();
  const update = resource.api.useUpdate();
  const [createPreview, { isLoading: previewing }] = useCreatePreviewMutation();
  const toast = useToast();
  type Body = B & { status: 'draft' | 'published'; publishAt: string | null };
  const validate = useCallback(
    (values: V & PublishingValues): Validation<V & PublishingValues, Body> => {
      const fields = resource.form.validate(values);
      const publishing = publishingBody(values);
      if (fields.ok && publishing.ok) return { ok: true, body: { ...fields.body, ...publishing.body } };
      const fieldErrors = {
        ...(fields.ok ? {} : fields.fieldErrors),
        ...(publishing.ok ? {} : publishing.errors),
      } as FieldErrors<V & PublishingValues>;
      return {
        ok: false,
        fieldErrors,
        formError: fields.ok ? 'Please correct the highlighted fields' : fields.formError,
      };
    },
    [resource],
  );
  const form = useResourceForm<V & PublishingValues, Body>({
    initial: { ...resource.form.toValues(item), ...toPublishingValues(item) },
    validate,
    save: (body, version) => (item ? update({ id: item.id, body, version }).unwrap() : create(body).unwrap()),
    version: item?.version,
    draftKey: draftKey(resource.name, item?.id),
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
        collection: resource.name,
        id: item?.id,
        item: result.body,
      }).unwrap();
      const url = `/preview/${resource.name}/${encodeURIComponent(token)}`;
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
        <ResourceFields<V>
          sections={resource.form.sections}
          values={form.values}
          errors={form.errors}
          set={form.set as SetValue<V>}
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
      {item && (
        // A restore changes the saved item; the edit screen then draws the form again from it.
        <HistoryPanel
          collection={resource.name as RevisionCollection}
          id={item.id}
          labels={fieldLabels(resource)}
          canRestore
        />
      )}
    </>
  );
}

/** Field names as the form shows them, in its order: the history names changed fields the same way. */
function fieldLabels<T extends ContentEntity, V, B>(
  resource: ResourceDescription<T, V, B>,
): Record<string, string> {
  const fields = resource.form.sections.flatMap((section) => section.fields);
  return Object.fromEntries(fields.map((field) => [String(field.key), field.label]));
}
