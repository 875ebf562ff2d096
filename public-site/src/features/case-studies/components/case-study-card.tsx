import { FormattedMessage } from 'react-intl';
import type { CaseStudy } from '@mwangaza/shared';
import { Card } from '@mwangaza/shared';
import { ContentImage } from '../../../lib/content-image';
import { shortSummary } from '../../../lib/short-summary';
import { caseStudyImage } from '../lib/case-study-image';
import { categoryLabel } from '../lib/category-label';
import styles from './case-study-card.module.css';
import { Link, useT } from '../../../i18n';

interface CaseStudyCardProps {
  caseStudy: CaseStudy;
  headingLevel?: 'h3' | 'h4';
  /** The first card of a page's first grid is in view as the page opens: its image is the page's LCP image. */
  priority?: boolean;
  /** How wide the card is shown (image-sizes.ts); a card in the three-column grid by default. */
  sizes?: string;
}

/** A case-study card: image, category, title, client, brief, first result, link to the detail page. */
export function CaseStudyCard({
  caseStudy,
  headingLevel: Heading = 'h3',
  priority,
  sizes,
}: CaseStudyCardProps) {
  const t = useT();
  const firstResult = caseStudy.results[0];
  return (
    <Card as="article" interactive className={styles.card}>
      <div className={styles.media}>
        <ContentImage
          className={styles.image}
          {...caseStudyImage(caseStudy, t('caseStudies.imageAlt', { title: caseStudy.title }))}
          priority={priority}
          sizes={sizes}
        />
        <span className={styles.category}>{categoryLabel(t, caseStudy.category)}</span>
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          {/* Stretched over the card: one tab stop, named by the title. */}
          <Link to={`/case-studies/${caseStudy.slug}`} className={styles.link}>
            {caseStudy.title}
          </Link>
        </Heading>
        <p className={styles.client}>{caseStudy.client}</p>
        <p className={styles.brief}>{shortSummary(caseStudy.brief, 150)}</p>
        {firstResult && (
          <p className={styles.result}>
            <span className={styles.resultIcon} aria-hidden="true">
              ↗
            </span>
            {firstResult}
          </p>
        )}
        <span className={styles.cta} aria-hidden="true">
          <FormattedMessage id="caseStudies.readMore" />
        </span>
      </div>
    </Card>
  );
}
