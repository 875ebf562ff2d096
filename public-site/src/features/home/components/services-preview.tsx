import { contentApi } from '@mwangaza/shared';
import { QUARTER_CARD_SIZES } from '../../../lib/image-sizes';
import { HomeCard, HomeCollectionSection } from './home-collection-section';
import styles from './home-cards.module.css';

/** The home page shows the first 4 services; the services page has them all. */
export const HOME_SERVICES = 4;
const FALLBACK_IMAGE = '/images/services/data-visualization.webp';

export function ServicesPreview() {
  const { data, error, isLoading, refetch } = contentApi.useGetServicesQuery({ limit: HOME_SERVICES });
  const services = (data?.services ?? []).slice(0, HOME_SERVICES);

  return (
    <HomeCollectionSection
      eyebrow="What we do"
      title="Services that take you from data to decisions"
      intro="From the first pipeline to the last dashboard, one team that stays with you."
      moreTo="/services"
      moreLabel="Explore All Services"
      isLoading={isLoading}
      error={error}
      refetch={refetch}
      loadingLabel="Loading services..."
      failure="Failed to load services"
      isEmpty={services.length === 0}
      emptyMessage="No services available."
    >
      <ul role="list" className={`${styles.grid} ${styles.four}`}>
        {services.map((service) => (
          <HomeCard
            key={service.id}
            image={{
              src: service.image,
              media: service.imageMedia,
              fallback: [`/images/services/${service.id}.webp`, FALLBACK_IMAGE],
              sizes: QUARTER_CARD_SIZES,
              alt: `Data artwork for ${service.title}`,
            }}
            to={`/services/${service.slug}`}
            title={service.title}
            more="Learn more →"
          >
            <p className={styles.text}>{service.description}</p>
          </HomeCard>
        ))}
      </ul>
    </HomeCollectionSection>
  );
}
