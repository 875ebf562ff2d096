import { VisuallyHidden } from '@mwangaza/shared';
import type { FieldDiff } from './field-diff';
import styles from './history-panel.module.css';

/** Field by field: what a revision had (struck out) against what the item has now (underlined). */
export function RevisionDiff({ diffs }: { diffs: FieldDiff[] }) {
  if (diffs.length === 0)
    return <p className={styles.muted}>This revision has the same content as the current version.</p>;
  return (
    <dl className={styles.diff}>
      {diffs.map((diff) => (
        <div key={diff.key} className={styles.diffField}>
          <dt className={styles.diffLabel}>{diff.label}</dt>
          <dd className={diff.mode === 'lines' ? styles.diffLines : styles.diffWords}>
            {diff.parts.map((part, index) => {
              const text = part.value;
              if (part.removed)
                return (
                  <del key={index} className={styles.removed}>
                    <VisuallyHidden>In this revision: </VisuallyHidden>
                    {text}
                  </del>
                );
              if (part.added)
                return (
                  <ins key={index} className={styles.added}>
                    <VisuallyHidden>Now: </VisuallyHidden>
                    {text}
                  </ins>
                );
              return <span key={index}>{text}</span>;
            })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
