import { useState } from 'react';
import { EmptyState, useAuth, type Media } from '@mwangaza/shared';
import { SearchBox } from '@mwangaza/shared/controls';
import { ConfirmDialog, useDeleteMediaMutation, useGetMediaQuery } from '@mwangaza/shared/console';
import { ListStatus } from '../../../resource/list/list-status';
import { UploadZone } from '../../../components/media/upload-zone';
import { ResourceHeader } from '../../../components/resource-header';
import listStyles from '../../../resource/list/resource-list.module.css';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { useDeleteFlow } from '../../../resource/list/use-delete-flow';
import { MediaCard } from './media-card';
import styles from './media-screen.module.css';

/** /admin/media: upload, search, alt text, where each image is used, delete (refused while in use). */
export function MediaScreen() {
  const { canWrite } = useAuth();
  if (!canWrite) {
    return (
      <div className={listStyles.root}>
        <ResourceHeader title="Media" description="The media library is for editors and administrators." />
      </div>
    );
  }
  return <MediaLibrary />;
}

function MediaLibrary() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  // Usage changes when content is saved elsewhere: read it afresh each time the screen opens.
  const { data, isLoading, error, refetch } = useGetMediaQuery(
    { limit: 100, search: query || undefined },
    { refetchOnMountOrArgChange: true },
  );
  const [remove] = useDeleteMediaMutation();
  const deletion = useDeleteFlow<Media>({ kind: 'image', remove });
  const items = data?.media ?? [];

  return (
    <div className={listStyles.root}>
      <ResourceHeader
        title="Media"
        description="Images for case studies, services and culture items. Each is resized for phones and desktops."
        headingRef={deletion.headingRef}
      />
      <UploadZone maxBytes={data?.maxBytes} />
      <div className={styles.search}>
        <SearchBox
          value={search}
          onChange={setSearch}
          label="Search media"
          placeholder="Search by file name or alt text"
        />
      </div>
      {!isLoading && !error && !query && items.length === 0 ? (
        <EmptyState message='No images yet. Drag images above, or click "Choose images".' />
      ) : (
        <ListStatus
          isLoading={isLoading}
          error={error}
          onRetry={refetch}
          plural="images"
          addLabel="Choose images"
          canAdd
          search={query}
          onClearSearch={() => setSearch('')}
          count={items.length}
        >
          <ul className={styles.grid} aria-label="Media library">
            {items.map((media) => (
              <li key={media.id}>
                <MediaCard media={media} onDelete={() => deletion.request(media)} />
              </li>
            ))}
          </ul>
        </ListStatus>
      )}
      <ConfirmDialog
        open={deletion.target !== null}
        title="Confirm Deletion"
        message={`Are you sure you want to delete ${deletion.target ? `"${deletion.target.filename}"` : 'this image'}? This action cannot be undone.`}
        confirmLabel="Delete"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
