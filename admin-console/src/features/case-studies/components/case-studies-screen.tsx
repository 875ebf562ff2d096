import { useLocation } from 'react-router-dom';
import { useAuth, useGetCaseStudyQuery } from '@mwangaza/shared';
import { EditLoader } from '../../../components/edit-loader';
import { ReadOnlyForm } from '../../../components/read-only-form';
import { useResourceMode, type ListReturnState } from '../../../components/use-resource-mode';
import { CaseStudyForm } from './case-study-form';
import { CaseStudyList } from './case-study-list';

/** /admin/case-studies: the list, `?new=true` the create form, `?edit={id}` the edit form. */
export function CaseStudiesScreen() {
  const { mode, toList, toNew } = useResourceMode();
  const { canWrite } = useAuth();
  const returned = (useLocation().state as ListReturnState | null)?.returnedFromForm === true;

  if (mode.kind === 'list') return <CaseStudyList onAdd={toNew} focusHeading={returned} />;
  if (!canWrite)
    return <ReadOnlyForm title="Case Studies" backLabel="Back to case studies" onBack={toList} />;
  if (mode.kind === 'new') return <CaseStudyForm onDone={toList} />;
  return <CaseStudyEdit key={mode.id} id={mode.id} onDone={toList} />;
}

function CaseStudyEdit({ id, onDone }: { id: string; onDone: () => void }) {
  const { data, isLoading, error, refetch } = useGetCaseStudyQuery(id);
  return (
    <EditLoader
      isLoading={isLoading}
      error={error}
      onRetry={refetch}
      notFoundMessage="Case study not found"
      kind="case study"
      title="Edit Case Study"
      backLabel="Back to case studies"
      onBack={onDone}
    >
      {data && <CaseStudyForm item={data.caseStudy} onDone={onDone} />}
    </EditLoader>
  );
}
