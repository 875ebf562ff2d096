import type { CaseStudy } from '@mwangaza/shared';
import { EmptyState, Section } from '@mwangaza/shared';
import { CaseStudyCard } from './case-study-card';
import styles from './case-studies-page.module.css';

export function FeaturedCaseStudies({ caseStudies }: { caseStudies: CaseStudy[] }) {
  return (
    <Section eyebrow="Highlights" title="Featured Projects">
      {caseStudies.length === 0 ? (
        <EmptyState message="No featured case studies available." />
      ) : (
        <ul className={styles.grid}>
          {caseStudies.map((caseStudy, index) => (
            <li key={caseStudy.id}>
              <CaseStudyCard caseStudy={caseStudy} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
