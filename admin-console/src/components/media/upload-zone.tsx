import { useId, useRef, useState, type DragEvent } from 'react';
import { Button, type Media, cx } from '@mwangaza/shared';
import { Icon } from '../icons';
import { ACCEPT, useMediaUploads, type UploadItem } from './use-media-uploads';
import styles from './upload-zone.module.css';

interface UploadZoneProps {
  maxBytes?: number;
  onUploaded?: (media: Media) => void;
  compact?: boolean;
}

const STATUS: Record<UploadItem['status'], string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  processing: 'Making sizes…',
  done: 'Uploaded',
  error: 'Failed',
};

/** Drop images here or pick them; several at once, each with its own progress bar. */
export function UploadZone({ maxBytes, onUploaded, compact }: UploadZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const { items, add, clearFinished } = useMediaUploads({ maxBytes, onUploaded });
  const limit = maxBytes ? ` up to ${Math.round(maxBytes / 1024 / 1024)} MB each` : '';

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length) add(Array.from(event.dataTransfer.files));
  };

  return (
    <div className={styles.root}>
      <div
        className={cx(styles.zone, dragging && styles.dragging, compact && styles.compact)}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="upload-zone"
      >
        <p className={styles.prompt}>Drag images here, or</p>
        <Button variant="secondary" onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
          <Icon name="plus" />
          Choose images
        </Button>
        <p id={hintId} className={styles.hint}>
          JPEG, PNG, WebP or AVIF{limit}. Location and camera data are removed.
        </p>
        <input
          ref={inputRef}
          className={styles.input}
          type="file"
          accept={ACCEPT}
          multiple
          tabIndex={-1}
          aria-label="Choose images to upload"
          onChange={(event) => {
            if (event.target.files?.length) add(Array.from(event.target.files));
            event.target.value = '';
          }}
        />
      </div>
      {items.length > 0 && (
        <div className={styles.uploads}>
          <ul className={styles.list} aria-label="Uploads">
            {items.map((item) => (
              <li key={item.key} className={styles.item}>
                <span className={styles.name}>{item.name}</span>
                <span
                  className={cx(styles.status, item.status === 'error' && styles.error)}
                  role={item.status === 'error' ? 'alert' : undefined}
                >
                  {item.status === 'uploading' ? `${Math.round(item.progress * 100)}%` : STATUS[item.status]}
                  {item.message ? `: ${item.message}` : ''}
                </span>
                <div
                  className={styles.track}
                  role="progressbar"
                  aria-label={`${item.name} upload progress`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round((item.status === 'error' ? 0 : item.progress) * 100)}
                >
                  <div
                    className={cx(
                      styles.fill,
                      item.status === 'done' && styles.complete,
                      item.status === 'error' && styles.failed,
                    )}
                    style={{ width: `${Math.round((item.status === 'error' ? 1 : item.progress) * 100)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={clearFinished}>
            Clear finished
          </Button>
        </div>
      )}
    </div>
  );
}
