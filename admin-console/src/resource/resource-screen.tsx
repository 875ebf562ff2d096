import { useLocation } from '@mwangaza/shared/router';
import { useAuth } from '@mwangaza/shared';
import type { AnyResource } from './define-resource';
import { EditLoader } from './form/edit-loader';
import { ReadOnlyForm } from './form/read-only-form';
import { ResourceFormScreen } from './form/resource-form-screen';
import { ResourceList } from './list/resource-list';
import { resourceTexts } from './resource-texts';
import { collectionApi } from './use-collection-api';
import { useResourceMode, type ListReturnState } from './use-resource-mode';

interface ResourceScreenProps {
  resource: AnyResource;
}

/** /admin/<collection>: the list, `?new=true` the create form, `?edit={id}` the edit form. */
export function ResourceScreen({ resource }: ResourceScreenProps) {
  const { mode, toList, toNew } = useResourceMode();
  const { canWrite } = useAuth();
  const returned = (useLocation().state as ListReturnState | null)?.returnedFromForm === true;
  const texts = resourceTexts(resource.collection);

  if (mode.kind === 'list') return <ResourceList resource={resource} onAdd={toNew} focusHeading={returned} />;
  if (!canWrite) return <ReadOnlyForm title={texts.title} backLabel={texts.backLabel} onBack={toList} />;
  if (mode.kind === 'new') return <ResourceFormScreen resource={resource} onDone={toList} />;
  return <ResourceEdit key={mode.id} resource={resource} id={mode.id} onDone={toList} />;
}

interface ResourceEditProps extends ResourceScreenProps {
  id: string;
  onDone: () => void;
}

function ResourceEdit({ resource, id, onDone }: ResourceEditProps) {
  const { item, isLoading, error, refetch } = collectionApi(resource.collection).useItem(id);
  const texts = resourceTexts(resource.collection);
  return (
    <EditLoader
      isLoading={isLoading}
      error={error}
      onRetry={refetch}
      notFoundMessage={texts.notFound}
      kind={texts.singular}
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
