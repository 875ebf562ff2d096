import { ErrorBanner, Spinner, getErrorMessage } from '@mwangaza/shared';
import { useGetRevisionQuery, type RevisionCollection } from '@mwangaza/shared/console';
import { diffSnapshots } from './field-diff';
import { RevisionDiff } from './revision-diff';

interface RevisionCompareProps {
  collection: RevisionCollection;
  id: string;
  revisionId: string;
  currentId: string;
  labels?: Readonly<Record<string, string>>;
}

/** Loads a revision and the current one (the newest revision) and shows how they differ. */
export function RevisionCompare({ collection, id, revisionId, currentId, labels }: RevisionCompareProps) {
  const older = useGetRevisionQuery({ collection, id, revisionId });
  const current = useGetRevisionQuery({ collection, id, revisionId: currentId });
  const error = older.error ?? current.error;
  if (error) return <ErrorBanner message={getErrorMessage(error, 'Failed to load this revision')} />;
  if (!older.data || !current.data) return <Spinner label="Loading revision..." />;
  return (
    <RevisionDiff
      diffs={diffSnapshots(older.data.revision.snapshot, current.data.revision.snapshot, labels)}
    />
  );
}
