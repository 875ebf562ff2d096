import { useMemo, useState } from 'react';
import type { CaseStudy } from '@mwangaza/shared';
import { Section, useGetCaseStudiesQuery } from '@mwangaza/shared';
import { pickRelatedCaseStudies } from '../lib/pick-related';
import { CaseStudyCard } from './case-study-card';
import styles from './case-studies-page.module.css';

/**
 * The draw behind the related case studies: the server's when the browser is hydrating a prerendered page
 * (hydration must find the very HTML the server sent), else a new one.
 */
function initialSeed(): number {
  const prerendered =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLElement>('[data-remote-state="prerendered"] [data-related-seed]');
  const drawn = Number(prerendered?.dataset.relatedSeed);
  return Number.isInteger(drawn) ? drawn : Math.floor(Math.random() * 2 ** 32);
}

/** Two other case studies, preferring the same category, in an order drawn once per visit. */
export function MoreCaseStudies({ current }: { current: Pick<CaseStudy, 'id' | 'category'> }) {
  const [seed] = useState(initialSeed);
  const { data } = useGetCaseStudiesQuery({ limit: 100 });
  const related = useMemo(
    () => pickRelatedCaseStudies(current, data?.caseStudies ?? [], seed),
    [current, data, seed],
  );
  if (related.length === 0) return null;

  return (
    <Section eyebrow="Keep reading" title="Related case studies">
      <ul className={`${styles.grid} ${styles.gridTwo}`} data-related-seed={seed}>
        {related.map((caseStudy) => (
          <li key={caseStudy.id}>
            <CaseStudyCard caseStudy={caseStudy} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
