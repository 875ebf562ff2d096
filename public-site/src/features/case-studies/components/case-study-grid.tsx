import type { CaseStudy } from '@mwangaza/shared';
import { EmptyState, Section } from '@mwangaza/shared';
import { CaseStudyCard } from './case-study-card';
import styles from './case-studies-page.module.css';

interface CaseStudyGridProps {
  id?: string;
  eyebrow: string;
  title: string;
  caseStudies: readonly CaseStudy[];
  /** What to say when there are none. */
  emptyMessage?: string;
  /** The grid opens the page's content: its first card's image is the page's largest paint. */
  atTop?: boolean;
}

/** A titled grid of case-study cards (the featured projects, the others). */
export function CaseStudyGrid({ id, eyebrow, title, caseStudies, emptyMessage, atTop }: CaseStudyGridProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title}>
      {caseStudies.length === 0 ? (
        <EmptyState message={emptyMessage ?? ''} />
      ) : (
        <ul className={styles.grid}>
          {caseStudies.map((caseStudy, index) => (
            <li key={caseStudy.id}>
              <CaseStudyCard caseStudy={caseStudy} priority={atTop && index === 0} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
