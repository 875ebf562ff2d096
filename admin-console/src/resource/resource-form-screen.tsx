import type { RevisionCollection } from '@mwangaza/shared';
import { HistoryPanel } from '../components/history-panel/history-panel';
import { ResourceForm } from '../components/resource-form';
import { draftKey } from '../components/use-form-draft';
import { useResourceForm } from '../components/use-resource-form';
import type { ContentEntity, ResourceDescription } from './resource-description';
import { ResourceFields } from './resource-fields';
import { resourceTexts } from './resource-texts';

interface ResourceFormScreenProps<T extends ContentEntity, V, B> {
  resource: ResourceDescription<T, V, B>;
  /** The item being edited; absent for the create form. */
  item?: T;
  onDone: () => void;
}

/** The create or edit form of any collection, drawn from its description. */
export function ResourceFormScreen<T extends ContentEntity, V extends object, B>({
  resource,
  item,
  onDone,
}: ResourceFormScreenProps<T, V, B>) {
  const texts = resourceTexts(resource);
  const create = resource.api.useCreate();
  const update = resource.api.useUpdate();
  const form = useResourceForm({
    initial: resource.form.toValues(item),
    validate: resource.form.validate,
    save: (body: B) => (item ? update({ id: item.id, body }).unwrap() : create(body).unwrap()),
    draftKey: draftKey(resource.name, item?.id),
    successMessage: item ? texts.saved : texts.created,
    failureMessage: texts.saveFailed,
    onDone,
  });

  return (
    <>
      <ResourceForm
        form={form}
        title={item ? texts.editTitle : texts.addLabel}
        description={item ? item.title : resource.form.intro}
      >
        <ResourceFields sections={resource.form.sections} values={form.values} errors={form.errors} set={form.set} />
      </ResourceForm>
      {item && (
        // A restore changes the saved item; the edit screen then draws the form again from it.
        <HistoryPanel collection={resource.name as RevisionCollection} id={item.id} labels={fieldLabels(resource)} canRestore />
      )}
    </>
  );
}

/** Field names as the form shows them, in its order: the history names changed fields the same way. */
function fieldLabels<T extends ContentEntity, V, B>(resource: ResourceDescription<T, V, B>): Record<string, string> {
  const fields = resource.form.sections.flatMap((section) => section.fields);
  return Object.fromEntries(fields.map((field) => [String(field.key), field.label]));
}
