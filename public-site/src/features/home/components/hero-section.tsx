import { ButtonLink, Container } from '@mwangaza/shared';
import styles from './hero-section.module.css';

/** Headline, promise and the two calls to action, over the dot map of the markets we serve. */
export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <picture className={styles.art}>
        <source srcSet="/images/hero.avif" type="image/avif" />
        <img
          src="/images/hero.webp"
          alt="A dot map of Africa with data links from Nairobi to Lagos, Accra, Kigali, Cairo and Johannesburg"
          width={1600}
          height={900}
          loading="eager"
          decoding="async"
          fetchPriority="high"
        />
      </picture>
      <Container className={styles.inner}>
        <p className={styles.eyebrow}>Data analytics consultancy · Nairobi, Kenya</p>
        <h1 id="home-title" className={styles.title}>
          Bring your data <span className={styles.highlight}>into the light</span>
        </h1>
        <p className={styles.lead}>
          We help businesses across Africa and beyond turn scattered data into clear dashboards, reliable
          pipelines and predictive models, so every decision starts from the facts.
        </p>
        <div className={styles.actions}>
          <ButtonLink to="/contact" size="lg">
            Start Your Project
          </ButtonLink>
          <ButtonLink to="/services" size="lg" variant="secondary">
            Explore Our Services
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
