import { contentApi } from '@mwangaza/shared';
import { QUARTER_CARD_SIZES } from '../../../lib/image-sizes';
import { HomeCard, HomeCollectionSection, homeCardImage } from './home-collection-section';
import { HOME_SECTION_COPY } from './home-section-copy';
import styles from './home-cards.module.css';
import { useContentLocale, useT } from '../../../i18n';

/** The home page shows the first 4 services; the services page has them all. */
export const HOME_SERVICES = 4;
const FALLBACK_IMAGE = '/images/services/data-visualization.webp';

export function ServicesPreview() {
  const t = useT();
  const contentLocale = useContentLocale();
  const query = contentApi.useGetServicesQuery({
    locale: contentLocale,
    limit: HOME_SERVICES,
  });
  const services = (query.data?.services ?? []).slice(0, HOME_SERVICES);

  return (
    <HomeCollectionSection copy={HOME_SECTION_COPY.services} query={query} isEmpty={services.length === 0}>
      <ul role="list" className={styles.four}>
        {services.map((service) => (
          <HomeCard
            key={service.id}
            image={{ ...homeCardImage(service, 'services', FALLBACK_IMAGE), sizes: QUARTER_CARD_SIZES }}
            to={`/services/${service.slug}`}
            title={service.title}
            more={t('home.learnMore')}
          >
            <p className={styles.text}>{service.description}</p>
          </HomeCard>
        ))}
      </ul>
    </HomeCollectionSection>
  );
}
