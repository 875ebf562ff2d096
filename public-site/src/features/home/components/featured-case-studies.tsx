import { contentApi } from '@mwangaza/shared';
import { DEFAULT_CASE_STUDY_IMAGE } from '../../../lib/content-image';
import { HomeCard, HomeCollectionSection } from './home-collection-section';
import styles from './home-cards.module.css';

/** At most 3 featured case studies on the home page, each with at most 2 results. */
export const HOME_CASE_STUDIES = 3;
export const RESULTS_PER_CASE_STUDY = 2;

export function FeaturedCaseStudies() {
  const { data, error, isLoading, isFetching, refetch } = contentApi.useGetCaseStudiesQuery({
    featured: 'true',
    limit: HOME_CASE_STUDIES,
  });
  const caseStudies = (data?.caseStudies ?? []).filter((c) => c.featured).slice(0, HOME_CASE_STUDIES);

  return (
    <HomeCollectionSection
      eyebrow="Featured work"
      title="Results our clients can measure"
      intro="A few of the projects we are proudest of, from hospitals in Nairobi to fintechs in Lagos."
      moreTo="/case-studies"
      moreLabel="View All Case Studies"
      isLoading={isLoading}
      error={error}
      refetch={refetch}
      loadingLabel="Loading case studies..."
      failure="Failed to load case studies"
      isEmpty={caseStudies.length === 0}
      emptyMessage="No featured case studies available."
    >
      <ul role="list" className={styles.grid} aria-busy={isFetching}>
        {caseStudies.map((caseStudy) => (
          <HomeCard
            key={caseStudy.id}
            image={{
              src: caseStudy.image,
              media: caseStudy.imageMedia,
              fallback: [`/images/case-studies/${caseStudy.id}.webp`, DEFAULT_CASE_STUDY_IMAGE],
              alt: `Data artwork for ${caseStudy.title}`,
            }}
            to={`/case-studies/${caseStudy.slug}`}
            title={caseStudy.title}
            kicker={
              <p className={styles.kicker}>
                <span className={styles.badge}>{caseStudy.category}</span>
                <span>{caseStudy.client}</span>
              </p>
            }
            more="Read the case study →"
          >
            <ul className={styles.results} aria-label="Results">
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
