import { FormattedMessage } from 'react-intl';
import type { Service } from '@mwangaza/shared';
import { Card } from '@mwangaza/shared';
import { splitFeature } from '../lib/split-feature';
import { ContentImage } from '../../../lib/content-image';
import { serviceImage } from '../lib/service-image';
import styles from './service-card.module.css';
import { Link, useT } from '../../../i18n';

const SHOWN_FEATURES = 2;

/** A service card: image, title, description, the first two feature labels and a link to the detail page. */
/** `priority`: the first card of the page is in view as it opens, so its image loads at once. */
export function ServiceCard({ service, priority }: { service: Service; priority?: boolean }) {
  const t = useT();
  const hidden = service.features.length - SHOWN_FEATURES;
  return (
    <Card as="article" interactive className={styles.card}>
      <ContentImage
        className={styles.image}
        {...serviceImage(service, t('services.imageAlt', { title: service.title }))}
        priority={priority}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>
          {/* The title link stretches over the whole card, so the card is one tab stop with a clear name. */}
          <Link to={`/services/${service.slug}`} className={styles.link}>
            {service.title}
          </Link>
        </h3>
        <p className={styles.description}>{service.description}</p>
        <ul className={styles.features}>
          {service.features.slice(0, SHOWN_FEATURES).map((feature) => (
            <li key={feature}>{splitFeature(feature).label}</li>
          ))}
        </ul>
        {hidden > 0 && (
          <p className={styles.more}>
            <FormattedMessage id="services.moreFeatures" values={{ count: hidden }} />
          </p>
        )}
        <span className={styles.cta} aria-hidden="true">
          <FormattedMessage id="services.learnMore" />
        </span>
      </div>
    </Card>
  );
}
