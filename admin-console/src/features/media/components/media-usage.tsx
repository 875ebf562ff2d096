import { Link } from '@mwangaza/shared/router';
import { collectionNamed, nounsOf, type CollectionDescriptor, type MediaUsage } from '@mwangaza/shared';
import styles from './media-card.module.css';

/** What a use is called: the section's own name where it has one ('Culture'), else the item's ('Case study'). */
const labelOf = (name: MediaUsage['collection']) => {
  const collection: CollectionDescriptor = collectionNamed(name);
  return collection.title ?? nounsOf(collection).Singular;
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
            {labelOf(use.collection)}:{' '}
            <Link to={`/admin/${use.collection}?edit=${encodeURIComponent(use.id)}`}>{use.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
