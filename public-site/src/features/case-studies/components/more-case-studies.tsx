import { useMemo, useState } from 'react';
import type { CaseStudy } from '@mwangaza/shared';
import { Section, contentApi } from '@mwangaza/shared';
import { pickRelatedCaseStudies } from '../lib/pick-related';
import { HALF_CARD_SIZES } from '../../../lib/image-sizes';
import { CaseStudyCard } from './case-study-card';
import styles from './case-studies-page.module.css';
import { useContentLocale, useT } from '../../../i18n';

/**
 * The draw behind the related case studies: the one already on the page for this case study when the
 * browser hydrates the server's HTML (hydration must find the very HTML the server sent), else a new one.
 */
function initialSeed(caseId: string): number {
  const onPage =
    typeof document === 'undefined'
      ? undefined
      : [...document.querySelectorAll<HTMLElement>('[data-related-for]')].find(
          (element) => element.dataset.relatedFor === caseId,
        );
  const drawn = Number(onPage?.dataset.relatedSeed);
  return Number.isInteger(drawn) ? drawn : Math.floor(Math.random() * 2 ** 32);
}

/** Two other case studies, preferring the same category, in an order drawn once per visit. */
export function MoreCaseStudies({ current }: { current: Pick<CaseStudy, 'id' | 'category'> }) {
  const t = useT();
  const [seed] = useState(() => initialSeed(current.id));
  const contentLocale = useContentLocale();
  const { data } = contentApi.useGetCaseStudiesQuery({
    locale: contentLocale,
    limit: 100,
  });
  const related = useMemo(
    () => pickRelatedCaseStudies(current, data?.caseStudies ?? [], seed),
    [current, data, seed],
  );
  if (related.length === 0) return null;

  return (
    <Section eyebrow={t('caseStudies.relatedEyebrow')} title={t('caseStudies.relatedTitle')}>
      <ul className={styles.gridOfTwo} data-related-seed={seed} data-related-for={current.id}>
        {related.map((caseStudy) => (
          <li key={caseStudy.id}>
            <CaseStudyCard caseStudy={caseStudy} sizes={HALF_CARD_SIZES} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
