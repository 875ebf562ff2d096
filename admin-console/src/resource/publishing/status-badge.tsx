import { publicationLabel, publicationState, type Publishable } from './publication-state';
import styles from './publishing.module.css';
import { cx } from '@mwangaza/shared';

/** The item's publication state in a list: Draft / Scheduled for <Nairobi time> / Published. */
export function StatusBadge({ item }: { item: Publishable }) {
  return <span className={cx(styles.badge, styles[publicationState(item)])}>{publicationLabel(item)}</span>;
}
