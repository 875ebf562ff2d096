import { useMemo, useState } from 'react';
import type { CaseStudy } from '@mwangaza/shared';
import { Section, useGetCaseStudiesQuery } from '@mwangaza/shared';
import { pickRelatedCaseStudies } from '../lib/pick-related';
import { CaseStudyCard } from './case-study-card';
import styles from './case-studies-page.module.css';

/** Two other case studies, preferring the same category, in an order drawn once per visit. */
export function MoreCaseStudies({ current }: { current: Pick<CaseStudy, 'id' | 'category'> }) {
  const [seed] = useState(() => Math.floor(Math.random() * 2 ** 32));
  const { data } = useGetCaseStudiesQuery({ limit: 100 });
  const related = useMemo(
    () => pickRelatedCaseStudies(current, data?.caseStudies ?? [], seed),
    [current, data, seed],
  );
  if (related.length === 0) return null;

  return (
    <Section eyebrow="Keep reading" title="Related case studies">
      <ul className={`${styles.grid} ${styles.gridTwo}`}>
        {related.map((caseStudy) => (
          <li key={caseStudy.id}>
            <CaseStudyCard caseStudy={caseStudy} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
