import { FormattedMessage } from 'react-intl';
import type { CaseStudy } from '@mwangaza/shared';
import { Container } from '@mwangaza/shared';
import { CaseStudyCta } from './case-study-cta';
import { CaseStudyFacts } from './case-study-facts';
import { CaseStudyStory } from './case-study-story';
import { MoreCaseStudies } from './more-case-studies';
import { ContentImage } from '../../../lib/content-image';
import { caseStudyImage } from '../lib/case-study-image';
import { categoryLabel } from '../lib/category-label';
import { CASE_STUDY_IMAGE_SIZES } from '../../../lib/image-sizes';
import styles from './case-study-detail.module.css';
import { Link, useT } from '../../../i18n';

export function CaseStudyDetail({ caseStudy }: { caseStudy: CaseStudy }) {
  const t = useT();
  return (
    <article>
      <header className={styles.hero}>
        <Container>
          <nav aria-label={t('caseStudies.breadcrumb')} className={styles.breadcrumb}>
            <Link to="/case-studies">
              <FormattedMessage id="caseStudies.allTitle" />
            </Link>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{caseStudy.title}</span>
          </nav>
          <p className={styles.category}>{categoryLabel(t, caseStudy.category)}</p>
          <h1 className={styles.title}>{caseStudy.title}</h1>
          <p className={styles.client}>
            <span className={styles.clientLabel}>
              <FormattedMessage id="caseStudies.client" />
            </span>{' '}
            {caseStudy.client}
          </p>
        </Container>
      </header>

      <Container className={styles.layout}>
        {/* Grid areas: on phones the results come right after the brief, before the longer story. */}
        <div className={styles.intro}>
          <ContentImage
            className={styles.image}
            {...caseStudyImage(caseStudy, t('caseStudies.imageAlt', { title: caseStudy.title }))}
            sizes={CASE_STUDY_IMAGE_SIZES}
            priority
          />
          <section aria-labelledby="case-brief">
            <h2 id="case-brief" className={styles.sectionTitle}>
              <FormattedMessage id="caseStudies.brief" />
            </h2>
            <p className={styles.prose}>{caseStudy.brief}</p>
          </section>
        </div>
        <CaseStudyFacts caseStudy={caseStudy} />
        <div className={styles.story}>
          <CaseStudyStory caseStudy={caseStudy} />
        </div>
      </Container>

      <MoreCaseStudies current={caseStudy} />
      <CaseStudyCta title={t('caseStudies.ctaDetailTitle')} />
    </article>
  );
}
