import { FormattedMessage } from 'react-intl';
import type { Service } from '@mwangaza/shared';
import { Container } from '@mwangaza/shared';
import { splitFeature } from '../lib/split-feature';
import { ContactCta } from './contact-cta';
import { RelatedCaseStudies } from './related-case-studies';
import { ServiceInsights } from '../../insights';
import { BUILD_MY_STACK_PATH } from '../../../lib/build-my-stack-path';
import { ContentImage } from '../../../lib/content-image';
import { serviceImage } from '../lib/service-image';
import { SERVICE_IMAGE_SIZES } from '../../../lib/image-sizes';
import { LongText } from '../../../lib/long-text';
import styles from './service-detail.module.css';
import { ButtonLink, Link, useT } from '../../../i18n';

export function ServiceDetail({ service }: { service: Service }) {
  const t = useT();
  return (
    <article>
      <header className={styles.hero}>
        <Container className={styles.heroGrid}>
          <div>
            <nav aria-label={t('services.breadcrumb')} className={styles.breadcrumb}>
              <Link to="/services">
                <FormattedMessage id="services.breadcrumbServices" />
              </Link>
              <span aria-hidden="true"> / </span>
              <span aria-current="page">{service.title}</span>
            </nav>
            <h1 className={styles.title}>{service.title}</h1>
            <p className={styles.lead}>{service.description}</p>
            <ButtonLink to="/contact" size="lg" className={styles.heroCta}>
              <FormattedMessage id="services.discuss" />
            </ButtonLink>
          </div>
          <ContentImage
            className={styles.image}
            {...serviceImage(service, t('services.imageAlt', { title: service.title }))}
            sizes={SERVICE_IMAGE_SIZES}
            priority
          />
        </Container>
      </header>

      <Container className={styles.body}>
        <section aria-labelledby="service-overview" className={styles.overview}>
          <h2 id="service-overview" className={styles.sectionTitle}>
            <FormattedMessage id="services.overview" />
          </h2>
          <LongText text={service.fullDescription} />
        </section>

        <section aria-labelledby="service-features" className={styles.featuresPanel}>
          <h2 id="service-features" className={styles.sectionTitle}>
            <FormattedMessage id="services.whatYouGet" />
          </h2>
          <ul className={styles.features}>
            {service.features.map((feature) => {
              const { label, detail } = splitFeature(feature);
              return (
                <li key={feature}>
                  <strong className={styles.featureLabel}>{label}</strong>
                  {detail && <span className={styles.featureDetail}>{detail}</span>}
                </li>
              );
            })}
          </ul>
          <p className={styles.stackLink}>
            <span>
              <FormattedMessage id="services.detailStackPrompt" />
            </span>{' '}
            <Link to={BUILD_MY_STACK_PATH}>
              <FormattedMessage id="services.detailStackLink" />
            </Link>
          </p>
        </section>
      </Container>

      <RelatedCaseStudies service={service} />
      <ServiceInsights service={service} />
      <ContactCta title={t('services.ctaDetailTitle', { service: service.title })} />
    </article>
  );
}
