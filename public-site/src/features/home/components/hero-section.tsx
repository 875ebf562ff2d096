import { FormattedMessage } from 'react-intl';
import { Container } from '@mwangaza/shared';
import { BUILD_MY_STACK_PATH } from '../../../lib/build-my-stack-path';
import { staticImageSet } from '../../../lib/image-sources';
import {
  HERO_PHONE_MEDIA,
  HERO_PHONE_SIZES,
  HERO_WIDE_MEDIA,
  HERO_WIDE_SIZES,
} from '../../../lib/image-sizes';
import { ResponsiveImage } from '../../../lib/responsive-image';
import styles from './hero-section.module.css';
import { ButtonLink, Link, useSiteSettings, useT } from '../../../i18n';

/** A tall slice of the artwork on phones, the whole of it wider (see image-sizes.ts). */
const HERO_SOURCES = [
  ...(staticImageSet('/images/hero-portrait', HERO_PHONE_SIZES, HERO_PHONE_MEDIA)?.sources ?? []),
  ...(staticImageSet('/images/hero', HERO_WIDE_SIZES, HERO_WIDE_MEDIA)?.sources ?? []),
];

/** Headline, promise and the two calls to action (the site settings' texts), over the dot map of the markets we serve. */
export function HeroSection() {
  const t = useT();
  const { hero } = useSiteSettings().settings;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.art}>
        <ResponsiveImage
          src="/images/hero.webp"
          alt={t('home.heroAlt')}
          width={1600}
          height={900}
          sources={HERO_SOURCES}
          priority
        />
      </div>
      <Container className={styles.inner}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="home-title" className={styles.title}>
          {hero.title} <span className={styles.highlight}>{hero.highlight}</span>
        </h1>
        <p className={styles.lead}>{hero.lead}</p>
        <div className={styles.actions}>
          <ButtonLink to="/contact" size="lg">
            {hero.primaryAction}
          </ButtonLink>
          <ButtonLink to="/services" size="lg" variant="secondary">
            {hero.secondaryAction}
          </ButtonLink>
        </div>
        <p className={styles.stackLink}>
          <span>
            <FormattedMessage id="home.stackPrompt" />
          </span>{' '}
          <Link to={BUILD_MY_STACK_PATH}>
            <FormattedMessage id="home.stackLink" />
          </Link>
        </p>
      </Container>
    </section>
  );
}
