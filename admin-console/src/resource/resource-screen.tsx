import { useLocation } from '@mwangaza/shared/router';
import { useAuth } from '@mwangaza/shared';
import { EditLoader } from './form/edit-loader';
import { ReadOnlyForm } from './form/read-only-form';
import { useResourceMode, type ListReturnState } from './use-resource-mode';
import type { ContentEntity, ResourceDescription } from './resource-description';
import { ResourceFormScreen } from './form/resource-form-screen';
import { ResourceList } from './list/resource-list';
import { resourceTexts } from './resource-texts';

interface ResourceScreenProps<T extends ContentEntity, V, B> {
  resource: ResourceDescription<T, V, B>;
}

/** /admin/<collection> (spec section 2): the list, `?new=true` the create form, `?edit={id}` the edit form. */
export function ResourceScreen<T extends ContentEntity, V extends object, B>({
  resource,
}: ResourceScreenProps<T, V, B>) {
  const { mode, toList, toNew } = useResourceMode();
  const { canWrite } = useAuth();
  const returned = (useLocation().state as ListReturnState | null)?.returnedFromForm === true;
  const texts = resourceTexts(resource);

  if (mode.kind === 'list') return <ResourceList resource={resource} onAdd={toNew} focusHeading={returned} />;
  if (!canWrite) return <ReadOnlyForm title={resource.title} backLabel={texts.backLabel} onBack={toList} />;
  if (mode.kind === 'new') return <ResourceFormScreen resource={resource} onDone={toList} />;
  return <ResourceEdit key={mode.id} resource={resource} id={mode.id} onDone={toList} />;
}

interface ResourceEditProps<T extends ContentEntity, V, B> extends ResourceScreenProps<T, V, B> {
  id: string;
  onDone: () => void;
}

function ResourceEdit<T extends ContentEntity, V extends object, B>({
  resource,
  id,
  onDone,
}: ResourceEditProps<T, V, B>) {
  const { item, isLoading, error, refetch } = resource.api.useItem(id);
  const texts = resourceTexts(resource);
  return (
    <EditLoader
      isLoading={isLoading}
      error={error}
      onRetry={refetch}
      notFoundMessage={texts.notFound}
      kind={resource.noun}
      title={texts.editTitle}
      backLabel={texts.backLabel}
      onBack={onDone}
    >
      {/* Keyed by the saved version: Reload after a conflict, or a restored revision, starts the form again. */}
      {item && (
        <ResourceFormScreen
          key={item.version}
          resource={resource}
          item={item}
          onDone={onDone}
          onReload={refetch}
        />
      )}
    </EditLoader>
  );
}
