import { useEffect, useRef, useState } from 'react';
import { Spinner, ErrorBanner, getErrorMessage, type Media, cx } from '@mwangaza/shared';
import { SearchBox } from '@mwangaza/shared/controls';
import { Modal, useGetMediaQuery } from '@mwangaza/shared/console';
import { useDebouncedValue } from '../use-debounced-value';
import { AltTextField } from './alt-text-field';
import { MediaThumbnail } from './media-thumbnail';
import { UploadZone } from './upload-zone';
import styles from './media-picker.module.css';

interface MediaPickerProps {
  open: boolean;
  onClose: () => void;
  /** Called with an image that has alt text (the picker asks for it first). */
  onPick: (media: Media) => void;
}

/** Choose an image from the library, or upload one here; alt text is required before it can be used. */
export function MediaPicker({ open, onClose, onPick }: MediaPickerProps) {
  return (
    <Modal open={open} title="Choose an image" onClose={onClose} size="lg">
      {open && <PickerBody onPick={onPick} />}
    </Modal>
  );
}

function PickerBody({ onPick }: { onPick: (media: Media) => void }) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const [selected, setSelected] = useState<Media | null>(null);
  const { data, isLoading, error, refetch } = useGetMediaQuery(
    { limit: 100, search: query || undefined },
    { refetchOnMountOrArgChange: true },
  );
  const items = data?.media ?? [];
  const detailsRef = useRef<HTMLElement>(null);
  // On a phone the alt text and "Use this image" are below the grid: bring them into view.
  useEffect(() => {
    if (selected) detailsRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  return (
    <div className={styles.root}>
      <UploadZone compact maxBytes={data?.maxBytes} onUploaded={setSelected} />
      <SearchBox
        value={search}
        onChange={setSearch}
        label="Search the library"
        placeholder="Search by file name or alt text"
      />
      {isLoading ? (
        <Spinner label="Loading images..." />
      ) : error ? (
        <ErrorBanner message={getErrorMessage(error, 'Failed to load images')} onRetry={refetch} />
      ) : items.length === 0 ? (
        <p className={styles.empty}>
          {query ? `No images found matching "${query}"` : 'The library is empty: upload an image above.'}
        </p>
      ) : (
        <ul className={styles.grid} aria-label="Images">
          {items.map((media) => (
            <li key={media.id}>
              <button
                type="button"
                className={cx(styles.tile, selected?.id === media.id && styles.selected)}
                aria-pressed={selected?.id === media.id}
                onClick={() => setSelected(media)}
              >
                <MediaThumbnail media={media} className={styles.thumb} />
                <span className={styles.name}>{media.filename}</span>
                {!media.alt && <span className={styles.noAlt}>No alt text</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {selected && (
        <section ref={detailsRef} className={styles.details} aria-label={`Selected: ${selected.filename}`}>
          <MediaThumbnail media={selected} className={styles.preview} />
          <div className={styles.detailsBody}>
            <p className={styles.selectedName}>{selected.filename}</p>
            <AltTextField key={selected.id} media={selected} saveLabel="Use this image" onSaved={onPick} />
          </div>
        </section>
      )}
    </div>
  );
}
