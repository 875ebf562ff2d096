import { Link } from '@mwangaza/shared/router';
import type { MediaUsage } from '@mwangaza/shared';
import styles from './media-card.module.css';

const LABELS: Record<MediaUsage['collection'], string> = {
  'case-studies': 'Case study',
  services: 'Service',
  culture: 'Culture',
};

/** Where an image is used, each a link to that item's edit form. */
export function MediaUsageList({ usedBy }: { usedBy: readonly MediaUsage[] }) {
  if (!usedBy.length) return <p className={styles.unused}>Not used yet</p>;
  return (
    <div>
      <p className={styles.usageTitle}>Used in</p>
      <ul className={styles.usage}>
        {usedBy.map((use) => (
          <li key={`${use.collection}-${use.id}`}>
            {LABELS[use.collection]}:{' '}
            <Link to={`/admin/${use.collection}?edit=${encodeURIComponent(use.id)}`}>{use.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
