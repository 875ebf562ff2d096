import { useState } from 'react';
import {
  Button,
  ErrorBanner,
  Spinner,
  VisuallyHidden,
  getErrorMessage,
  type RevisionSummary,
} from '@mwangaza/shared';
import {
  useToast,
  ConfirmDialog,
  Modal,
  useGetRevisionsQuery,
  useRestoreRevisionMutation,
  type RevisionCollection,
} from '@mwangaza/shared/console';
import { StaffTime } from '../../components/staff-time';
import { humanize } from './field-diff';
import { RevisionCompare } from './revision-compare';
import styles from './history-panel.module.css';

export interface HistoryPanelProps {
  collection: RevisionCollection;
  id: string;
  /** Field names as the form labels them ('fullDescription' → 'Full Description'), in the form's order. */
  labels?: Readonly<Record<string, string>>;
  /** Editors and admins restore; other staff read the history only. */
  canRestore: boolean;
  /** After a restore: the form shows the restored content. */
  onRestored?: () => void;
  /** The section's own id, for a link that jumps to the history (and moves focus to it). */
  anchorId?: string;
}

function describe(revision: RevisionSummary): string {
  switch (revision.action) {
    case 'create':
      return 'Created';
    case 'restore':
      return `Restored revision ${revision.restoredFrom ?? ''}`.trim();
    case 'baseline':
      return 'As it was before history was kept';
    default:
      return 'Edited';
  }
}

/** Who saved what and when, newest first; any earlier revision can be compared with the current one and restored. */
export function HistoryPanel({
  collection,
  id,
  labels = {},
  canRestore,
  onRestored,
  anchorId,
}: HistoryPanelProps) {
  const { data, error, isLoading, refetch } = useGetRevisionsQuery({ collection, id });
  const [restore, { isLoading: restoring }] = useRestoreRevisionMutation();
  const [comparing, setComparing] = useState<RevisionSummary | null>(null);
  const [confirming, setConfirming] = useState<RevisionSummary | null>(null);
  const toast = useToast();
  const revisions = data?.revisions ?? [];
  const current = revisions[0];
  const label = (key: string) => labels[key] ?? humanize(key);

  const confirmRestore = async () => {
    if (!confirming) return;
    try {
      await restore({ collection, id, revisionId: confirming.id }).unwrap();
      toast.show(`Revision ${confirming.number} restored`, 'success');
      setConfirming(null);
      setComparing(null);
      onRestored?.();
    } catch (failure) {
      toast.show(getErrorMessage(failure, 'Failed to restore this revision'), 'error');
    }
  };

  return (
    <section
      id={anchorId}
      tabIndex={anchorId ? -1 : undefined}
      aria-labelledby="history-heading"
      className={styles.panel}
    >
      <h2 id="history-heading" className={styles.heading}>
        History
      </h2>
      {isLoading && <Spinner label="Loading history..." />}
      {error && (
        <ErrorBanner
          message={getErrorMessage(error, 'Failed to load the history')}
          onRetry={() => void refetch()}
        />
      )}
      {data && revisions.length === 0 && (
        <p className={styles.muted}>No revisions yet: the next save starts the history.</p>
      )}
      {revisions.length > 0 && (
        <ol className={styles.list}>
          {revisions.map((revision) => (
            <li key={revision.id} className={styles.item}>
              <p className={styles.title}>
                <strong>Revision {revision.number}</strong> · {describe(revision)}
                {revision === current && <span className={styles.badge}>Current</span>}
              </p>
              <p className={styles.meta}>
                {revision.author ? `by ${revision.author.name}` : 'no author recorded'} ·{' '}
                <StaffTime at={revision.createdAt} />
              </p>
              {revision.action !== 'create' && revision.changed.length > 0 && (
                <p className={styles.meta}>Changed: {revision.changed.map(label).join(', ')}</p>
              )}
              {revision !== current && current && (
                <div className={styles.actions}>
                  <Button size="sm" variant="secondary" onClick={() => setComparing(revision)}>
                    Compare with current<VisuallyHidden> (revision {revision.number})</VisuallyHidden>
                  </Button>
                  {canRestore && (
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(revision)}>
                      Restore<VisuallyHidden> revision {revision.number}</VisuallyHidden>
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <Modal
        open={comparing !== null}
        title={comparing ? `Revision ${comparing.number} compared with the current version` : ''}
        onClose={() => setComparing(null)}
        size="lg"
        footer={
          comparing && canRestore ? (
            <Button onClick={() => setConfirming(comparing)}>Restore revision {comparing.number}</Button>
          ) : undefined
        }
      >
        {comparing && current && (
          <RevisionCompare
            collection={collection}
            id={id}
            revisionId={comparing.id}
            currentId={current.id}
            labels={labels}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={confirming !== null}
        title="Restore this revision?"
        message={`The content of revision ${confirming?.number ?? ''} replaces the current content. The restore is kept as a new revision, so it can be undone.`}
        confirmLabel="Restore"
        busy={restoring}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
