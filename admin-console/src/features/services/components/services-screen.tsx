import { useLocation } from 'react-router-dom';
import { useAuth, useGetServiceQuery } from '@mwangaza/shared';
import { EditLoader } from '../../../components/edit-loader';
import { ReadOnlyForm } from '../../../components/read-only-form';
import { useResourceMode, type ListReturnState } from '../../../components/use-resource-mode';
import { ServiceForm } from './service-form';
import { ServiceList } from './service-list';

/** /admin/services: the list, `?new=true` the create form, `?edit={id}` the edit form. */
export function ServicesScreen() {
  const { mode, toList, toNew } = useResourceMode();
  const { canWrite } = useAuth();
  const returned = (useLocation().state as ListReturnState | null)?.returnedFromForm === true;

  if (mode.kind === 'list') return <ServiceList onAdd={toNew} focusHeading={returned} />;
  if (!canWrite) return <ReadOnlyForm title="Services" backLabel="Back to services" onBack={toList} />;
  if (mode.kind === 'new') return <ServiceForm onDone={toList} />;
  return <ServiceEdit key={mode.id} id={mode.id} onDone={toList} />;
}

function ServiceEdit({ id, onDone }: { id: string; onDone: () => void }) {
  const { data, isLoading, error, refetch } = useGetServiceQuery(id);
  return (
    <EditLoader
      isLoading={isLoading}
      error={error}
      onRetry={refetch}
      notFoundMessage="Service not found"
      kind="service"
      title="Edit Service"
      backLabel="Back to services"
      onBack={onDone}
    >
      {data && <ServiceForm item={data.service} onDone={onDone} />}
    </EditLoader>
  );
}
