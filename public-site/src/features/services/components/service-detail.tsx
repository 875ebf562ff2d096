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
import { ButtonLink, Link } from '../../../i18n';

export function ServiceDetail({ service }: { service: Service }) {
  return (
    <article>
      <header className={styles.hero}>
        <Container className={styles.heroGrid}>
          <div>
            <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
              <Link to="/services">Services</Link>
              <span aria-hidden="true"> / </span>
              <span aria-current="page">{service.title}</span>
            </nav>
            <h1 className={styles.title}>{service.title}</h1>
            <p className={styles.lead}>{service.description}</p>
            <ButtonLink to="/contact" size="lg" className={styles.heroCta}>
              Discuss your project
            </ButtonLink>
          </div>
          <ContentImage
            className={styles.image}
            {...serviceImage(service)}
            sizes={SERVICE_IMAGE_SIZES}
            priority
          />
        </Container>
      </header>

      <Container className={styles.body}>
        <section aria-labelledby="service-overview" className={styles.overview}>
          <h2 id="service-overview" className={styles.sectionTitle}>
            Overview
          </h2>
          <LongText text={service.fullDescription} />
        </section>

        <section aria-labelledby="service-features" className={styles.featuresPanel}>
          <h2 id="service-features" className={styles.sectionTitle}>
            What you get
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
            <span>Not sure this is the service you need?</span>{' '}
            <Link to={BUILD_MY_STACK_PATH}>Build My Stack recommends services for your goals →</Link>
          </p>
        </section>
      </Container>

      <RelatedCaseStudies service={service} />
      <ServiceInsights service={service} />
      <ContactCta title={`Let's talk about ${service.title}`} />
    </article>
  );
}
