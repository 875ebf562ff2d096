import { contentApi } from '@mwangaza/shared';
import { DEFAULT_CASE_STUDY_IMAGE } from '../../../lib/content-image';
import { HomeCard, HomeCollectionSection, homeCardImage } from './home-collection-section';
import { HOME_SECTION_COPY } from './home-section-copy';
import styles from './home-cards.module.css';
import { useContentLocale, useT } from '../../../i18n';
import { caseStudyCategoryLabel } from '../../case-studies';

/** At most 3 featured case studies on the home page, each with at most 2 results. */
export const HOME_CASE_STUDIES = 3;
export const RESULTS_PER_CASE_STUDY = 2;

export function FeaturedCaseStudies() {
  const t = useT();
  const contentLocale = useContentLocale();
  const query = contentApi.useGetCaseStudiesQuery({
    locale: contentLocale,
    featured: 'true',
    limit: HOME_CASE_STUDIES,
  });
  const caseStudies = (query.data?.caseStudies ?? []).filter((c) => c.featured).slice(0, HOME_CASE_STUDIES);

  return (
    <HomeCollectionSection
      copy={HOME_SECTION_COPY.caseStudies}
      query={query}
      isEmpty={caseStudies.length === 0}
    >
      <ul role="list" className={styles.grid} aria-busy={query.isFetching}>
        {caseStudies.map((caseStudy) => (
          <HomeCard
            key={caseStudy.id}
            image={homeCardImage(caseStudy, 'case-studies', DEFAULT_CASE_STUDY_IMAGE)}
            to={`/case-studies/${caseStudy.slug}`}
            title={caseStudy.title}
            kicker={
              <p className={styles.kicker}>
                <span className={styles.badge}>{caseStudyCategoryLabel(t, caseStudy.category)}</span>
                <span>{caseStudy.client}</span>
              </p>
            }
            more={t('home.readCaseStudy')}
          >
            <ul className={styles.results} aria-label={t('home.results')}>
              {caseStudy.results.slice(0, RESULTS_PER_CASE_STUDY).map((result) => (
                <li key={result}>{result}</li>
              ))}
            </ul>
          </HomeCard>
        ))}
      </ul>
    </HomeCollectionSection>
  );
}
