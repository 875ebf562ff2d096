import { useMemo } from 'react';
import type { Service } from '@mwangaza/shared';
import { Card, Section, contentApi } from '@mwangaza/shared';
import { relatedCaseStudies } from '../lib/related-case-studies';
import { caseStudyCategoryLabel, caseStudyImage } from '../../case-studies';
import { ContentImage } from '../../../lib/content-image';
import { HALF_CARD_SIZES } from '../../../lib/image-sizes';
import styles from './related-case-studies.module.css';
import { Link, useContentLocale, useT } from '../../../i18n';

/** Up to two case studies that mention the service; the section is left out when none do (or they fail to load). */
export function RelatedCaseStudies({ service }: { service: Pick<Service, 'title'> }) {
  const t = useT();
  const contentLocale = useContentLocale();
  const { data } = contentApi.useGetCaseStudiesQuery({
    locale: contentLocale,
    limit: 100,
  });
  const related = useMemo(() => relatedCaseStudies(service, data?.caseStudies ?? []), [service, data]);
  if (related.length === 0) return null;

  return (
    <Section eyebrow={t('services.relatedEyebrow')} title={t('services.relatedTitle')}>
      <ul className={styles.grid}>
        {related.map((caseStudy) => (
          <li key={caseStudy.id}>
            <Card as="article" interactive className={styles.card}>
              <ContentImage
                className={styles.image}
                {...caseStudyImage(caseStudy, t('caseStudies.imageAlt', { title: caseStudy.title }))}
                sizes={HALF_CARD_SIZES}
              />
              <div className={styles.body}>
                <p className={styles.category}>{caseStudyCategoryLabel(t, caseStudy.category)}</p>
                <h3 className={styles.title}>
                  <Link to={`/case-studies/${caseStudy.slug}`} className={styles.link}>
                    {caseStudy.title}
                  </Link>
                </h3>
                <p className={styles.client}>{caseStudy.client}</p>
                {caseStudy.results[0] && <p className={styles.result}>{caseStudy.results[0]}</p>}
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
