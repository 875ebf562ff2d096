import { FormattedMessage } from 'react-intl';
import type { CaseStudy } from '@mwangaza/shared';
import { LongText } from '../../../lib/long-text';
import styles from './case-study-detail.module.css';

const STORY_SECTIONS = [
  { key: 'challenge', title: 'caseStudies.challenge' },
  { key: 'approach', title: 'caseStudies.approach' },
  { key: 'solution', title: 'caseStudies.solution' },
] as const;

/** Challenge, approach, solution and testimonial: each shown only when the case study has it (all are optional). */
export function CaseStudyStory({ caseStudy }: { caseStudy: CaseStudy }) {
  const { testimonial } = caseStudy;
  return (
    <>
      {STORY_SECTIONS.map(({ key, title }) => {
        const text = caseStudy[key]?.trim();
        if (!text) return null;
        return (
          <section key={key} aria-labelledby={`case-${key}`}>
            <h2 id={`case-${key}`} className={styles.sectionTitle}>
              <FormattedMessage id={title} />
            </h2>
            <LongText text={text} className={styles.prose} />
          </section>
        );
      })}
      {testimonial?.quote.trim() && (
        <figure className={styles.testimonial}>
          <blockquote className={styles.quote}>
            <p>{testimonial.quote}</p>
          </blockquote>
          <figcaption className={styles.author}>
            <strong>{testimonial.author}</strong>
            {testimonial.role?.trim() && <span>, {testimonial.role}</span>}
          </figcaption>
        </figure>
      )}
    </>
  );
}
