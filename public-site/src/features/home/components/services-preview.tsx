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
import { ContentImage } from '../../../lib/content-image';
import { QUARTER_CARD_SIZES } from '../../../lib/image-sizes';
import styles from './home-cards.module.css';

/** The home page shows the first 4 services; the services page has them all. */
export const HOME_SERVICES = 4;
const FALLBACK_IMAGE = '/images/services/data-visualization.webp';

export function ServicesPreview() {
  const { data, error, isLoading, refetch } = contentApi.useGetServicesQuery({ limit: HOME_SERVICES });
  const services = (data?.services ?? []).slice(0, HOME_SERVICES);

  let body;
  if (isLoading) body = <Spinner label="Loading services..." />;
  else if (error)
    body = (
      <ErrorBanner
        message={getErrorMessage(error, 'Failed to load services')}
        onRetry={() => void refetch()}
      />
    );
  else if (services.length === 0) body = <EmptyState message="No services available." />;
  else
    body = (
      <ul role="list" className={`${styles.grid} ${styles.four}`}>
        {services.map((service) => (
          <li key={service.id} className={styles.card}>
            <ContentImage
              className={styles.image}
              src={service.image}
              media={service.imageMedia}
              fallback={[`/images/services/${service.id}.webp`, FALLBACK_IMAGE]}
              sizes={QUARTER_CARD_SIZES}
              alt={`Data artwork for ${service.title}`}
              width={800}
              height={500}
            />
            <div className={styles.body}>
              <h3 className={styles.title}>
                <Link to={`/services/${service.slug}`} className={styles.cardLink}>
                  {service.title}
                </Link>
              </h3>
              <p className={styles.text}>{service.description}</p>
              <span className={styles.more} aria-hidden="true">
                Learn more →
              </span>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Section
      eyebrow="What we do"
      title="Services that take you from data to decisions"
      intro="From the first pipeline to the last dashboard, one team that stays with you."
    >
      {body}
      <div className={styles.footer}>
        <ButtonLink to="/services" variant="secondary">
          Explore All Services
        </ButtonLink>
      </div>
    </Section>
  );
}
