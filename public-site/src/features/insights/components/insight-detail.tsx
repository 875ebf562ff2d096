import { FormattedMessage } from 'react-intl';
import { Container, contentApi, type Insight, type MediaImage } from '@mwangaza/shared';
import { ContentImage } from '../../../lib/content-image';
import { CtaPanel } from '../../../lib/cta-panel';
import { Byline } from '../../people';
import { BUILD_MY_STACK_PATH } from '../../../lib/build-my-stack-path';
import { insightCover } from '../lib/insight-cover';
import { tagLabel } from '../lib/tag-label';
import { ARTICLE_IMAGE_SIZES } from '../../../lib/image-sizes';
import { LongText } from '../../../lib/long-text';
import { publishedDateOf, useInsightDate } from './insight-dates';
import styles from './insights.module.css';
import { ButtonLink, Link, useContentLocale, useT } from '../../../i18n';
import { SubscribeForm } from '../../newsletter';

const NO_MEDIA: readonly MediaImage[] = [];

/** The insight's page itself (also drawn for staff previews). */
export function InsightDetail({ insight }: { insight: Insight }) {
  const t = useT();
  const formatDate = useInsightDate();
  const published = publishedDateOf(insight);
  // The related services by name: the same cached list the Services page reads (in the page's language).
  const { data } = contentApi.useGetServicesQuery(
    { locale: useContentLocale(), limit: 100 },
    { skip: insight.relatedServices.length === 0 },
  );
  const services = (data?.services ?? []).filter((service) => insight.relatedServices.includes(service.id));

  return (
    <>
      <article className={styles.article}>
        <Container width="narrow">
          <nav aria-label={t('insights.breadcrumb')} className={styles.breadcrumb}>
            <Link to="/insights">
              <FormattedMessage id="insights.eyebrow" />
            </Link>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{insight.title}</span>
          </nav>
          <header className={styles.articleHeader}>
            <h1 className={styles.articleTitle}>{insight.title}</h1>
            <p className={styles.articleLead}>{insight.summary}</p>
            <Byline person={insight.authorProfile}>
              <time dateTime={published}>{formatDate(published)}</time>
              <span aria-hidden="true"> · </span>
              <span>
                <FormattedMessage id="insights.readingTime" values={{ minutes: insight.readingTime }} />
              </span>
            </Byline>
          </header>
          <ContentImage
            className={styles.cover}
            {...insightCover(insight)}
            sizes={ARTICLE_IMAGE_SIZES}
            alt={t('insights.coverAlt', { title: insight.title })}
            priority
          />
          <LongText
            text={insight.body}
            className={styles.prose}
            headingLevel={2}
            inlineMedia={insight.inlineMedia ?? NO_MEDIA}
          />
          <footer className={styles.articleFooter}>
            {insight.tags.length > 0 && (
              <ul className={styles.tags} aria-label={t('insights.tags')}>
                {insight.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={`/insights?tag=${encodeURIComponent(tag)}`} className={styles.tagLink}>
                      {tagLabel(tag)}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {services.length > 0 && (
              <section aria-labelledby="insight-services">
                <h2 id="insight-services" className={styles.footerTitle}>
                  <FormattedMessage id="insights.relatedServices" />
                </h2>
                <ul className={styles.related}>
                  {services.map((service) => (
                    <li key={service.id}>
                      <Link to={`/services/${service.slug}`}>{service.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <Link to="/insights" className={styles.back}>
              <FormattedMessage id="insights.allInsights" />
            </Link>
          </footer>
          <SubscribeForm form="insight" />
        </Container>
      </article>
      <CtaPanel label={t('insights.ctaLabel')} title={t('insights.ctaTitle')} text={t('insights.ctaText')}>
        <ButtonLink to="/contact" size="lg">
          <FormattedMessage id="insights.ctaPrimary" />
        </ButtonLink>
        <ButtonLink to={BUILD_MY_STACK_PATH} variant="ghost" size="lg">
          <FormattedMessage id="insights.ctaStack" />
        </ButtonLink>
      </CtaPanel>
    </>
  );
}
