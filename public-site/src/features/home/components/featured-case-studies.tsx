import { Link } from '@mwangaza/shared/router';
import {
  ButtonLink,
  EmptyState,
  ErrorBanner,
  Section,
  Spinner,
  getErrorMessage,
  contentApi,
} from '@mwangaza/shared';
import { ContentImage, DEFAULT_CASE_STUDY_IMAGE } from '../../../lib/content-image';
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

  let body;
  if (isLoading) body = <Spinner label="Loading case studies..." />;
  else if (error)
    body = (
      <ErrorBanner
        message={getErrorMessage(error, 'Failed to load case studies')}
        onRetry={() => void refetch()}
      />
    );
  else if (caseStudies.length === 0) body = <EmptyState message="No featured case studies available." />;
  else
    body = (
      <ul role="list" className={styles.grid} aria-busy={isFetching}>
        {caseStudies.map((caseStudy) => (
          <li key={caseStudy.id} className={styles.card}>
            <ContentImage
              className={styles.image}
              src={caseStudy.image}
              media={caseStudy.imageMedia}
              fallback={[`/images/case-studies/${caseStudy.id}.webp`, DEFAULT_CASE_STUDY_IMAGE]}
              alt={`Data artwork for ${caseStudy.title}`}
              width={800}
              height={500}
            />
            <div className={styles.body}>
              <p className={styles.kicker}>
                <span className={styles.badge}>{caseStudy.category}</span>
                <span>{caseStudy.client}</span>
              </p>
              <h3 className={styles.title}>
                <Link to={`/case-studies/${caseStudy.slug}`} className={styles.cardLink}>
                  {caseStudy.title}
                </Link>
              </h3>
              <ul className={styles.results} aria-label="Results">
                {caseStudy.results.slice(0, RESULTS_PER_CASE_STUDY).map((result) => (
                  <li key={result}>{result}</li>
                ))}
              </ul>
              <span className={styles.more} aria-hidden="true">
                Read the case study →
              </span>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Section
      eyebrow="Featured work"
      title="Results our clients can measure"
      intro="A few of the projects we are proudest of, from hospitals in Nairobi to fintechs in Lagos."
    >
      {body}
      <div className={styles.footer}>
        <ButtonLink to="/case-studies" variant="secondary">
          View All Case Studies
        </ButtonLink>
      </div>
    </Section>
  );
}
