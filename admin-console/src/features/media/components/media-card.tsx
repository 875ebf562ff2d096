import { Button, type Media } from '@mwangaza/shared';
import { AltTextField } from '../../../components/media/alt-text-field';
import { MediaThumbnail } from '../../../components/media/media-thumbnail';
import { Icon } from '../../../components/icons';
import { MediaUsageList } from './media-usage';
import styles from './media-card.module.css';

const kilobytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

/** One library image: thumbnail, size, alt text editor, where it is used, delete. */
export function MediaCard({ media, onDelete }: { media: Media; onDelete: () => void }) {
  return (
    <article className={styles.card} aria-labelledby={`media-${media.id}`}>
      <MediaThumbnail media={media} className={styles.thumb} />
      <div className={styles.body}>
        <h2 id={`media-${media.id}`} className={styles.name}>
          {media.filename}
        </h2>
        <p className={styles.meta}>
          {media.width} × {media.height} · {kilobytes(media.size)}
        </p>
        <AltTextField media={media} />
        <MediaUsageList usedBy={media.usedBy ?? []} />
        <Button
          variant="danger"
          size="sm"
          className={styles.delete}
          onClick={onDelete}
          aria-label={`Delete ${media.filename}`}
        >
          <Icon name="delete" />
          Delete
        </Button>
      </div>
    </article>
  );
}
