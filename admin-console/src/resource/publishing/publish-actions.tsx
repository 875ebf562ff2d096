import { useState } from 'react';
import { getErrorMessage, useSetPublishingMutation, type ContentCollection } from '@mwangaza/shared';
import { useToast } from '@mwangaza/shared/console';
import { publicationState, type Publishable } from './publication-state';
import styles from './publishing.module.css';
import { ScheduleDialog } from './schedule-dialog';

interface PublishActionsProps {
  collection: ContentCollection;
  item: Publishable & { id: string; title: string };
}

/** A row's publishing actions: Publish and Schedule a draft, Publish now or Unschedule, Unpublish. */
export function PublishActions({ collection, item }: PublishActionsProps) {
  const [setPublishing, { isLoading }] = useSetPublishingMutation();
  const [scheduling, setScheduling] = useState(false);
  const toast = useToast();
  const state = publicationState(item);

  const run = async (args: Parameters<typeof setPublishing>[0], done: string) => {
    try {
      await setPublishing(args).unwrap();
      toast.show(done, 'success');
      setScheduling(false);
    } catch (error) {
      toast.show(getErrorMessage(error, 'Failed to change the publishing state'), 'error');
    }
  };
  const base = { collection, id: item.id };
  const button = (label: string, onClick: () => void) => (
    <button
      type="button"
      className={styles.stateAction}
      aria-label={`${label} ${item.title}`}
      disabled={isLoading}
      onClick={onClick}
    >
      {label}
    </button>
  );

  return (
    <span className={styles.stateActions}>
      {state !== 'published' &&
        button(state === 'scheduled' ? 'Publish now' : 'Publish', () =>
          run({ ...base, action: 'publish' }, `"${item.title}" is published`),
        )}
      {state === 'draft' && button('Schedule', () => setScheduling(true))}
      {state === 'scheduled' &&
        button('Unschedule', () => run({ ...base, action: 'unpublish' }, `"${item.title}" is a draft again`))}
      {state === 'published' &&
        button('Unpublish', () => run({ ...base, action: 'unpublish' }, `"${item.title}" is a draft again`))}
      {scheduling && (
        <ScheduleDialog
          open
          name={item.title}
          busy={isLoading}
          onCancel={() => setScheduling(false)}
          onSchedule={(publishAt) =>
            run({ ...base, action: 'schedule', publishAt }, `"${item.title}" is scheduled`)
          }
        />
      )}
    </span>
  );
}
