import { useLocation } from 'react-router-dom';
import { useAuth, useGetCultureItemQuery } from '@mwangaza/shared';
import { EditLoader } from '../../../components/edit-loader';
import { ReadOnlyForm } from '../../../components/read-only-form';
import { useResourceMode, type ListReturnState } from '../../../components/use-resource-mode';
import { CultureForm } from './culture-form';
import { CultureList } from './culture-list';

/** /admin/culture: the list, `?new=true` the create form, `?edit={id}` the edit form. */
export function CultureScreen() {
  const { mode, toList, toNew } = useResourceMode();
  const { canWrite } = useAuth();
  const returned = (useLocation().state as ListReturnState | null)?.returnedFromForm === true;

  if (mode.kind === 'list') return <CultureList onAdd={toNew} focusHeading={returned} />;
  if (!canWrite) return <ReadOnlyForm title="Culture" backLabel="Back to culture items" onBack={toList} />;
  if (mode.kind === 'new') return <CultureForm onDone={toList} />;
  return <CultureEdit key={mode.id} id={mode.id} onDone={toList} />;
}

function CultureEdit({ id, onDone }: { id: string; onDone: () => void }) {
  const { data, isLoading, error, refetch } = useGetCultureItemQuery(id);
  return (
    <EditLoader
      isLoading={isLoading}
      error={error}
      onRetry={refetch}
      notFoundMessage="Culture item not found"
      kind="culture item"
      title="Edit Culture Item"
      backLabel="Back to culture items"
      onBack={onDone}
    >
      {data && <CultureForm item={data.cultureItem} onDone={onDone} />}
    </EditLoader>
  );
}
