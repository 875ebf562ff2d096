import { Link } from '@mwangaza/shared/router';
import { Container, site, VisuallyHidden } from '@mwangaza/shared';
import { BrandMark } from './brand-mark';
import { FOOTER_SERVICES, NAV_LINKS } from './nav-links';
import { SocialIcon } from './social-icon';
import styles from './footer.module.css';

const telHref = `tel:${site.phone.replace(/\s+/g, '')}`;

/** The shared footer: about line, quick links, service links, contact details, social links, copyright. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div className={styles.about}>
            <BrandMark />
            <p className={styles.tagline}>{site.description}</p>
            <ul role="list" className={styles.social} aria-label="Social media">
              {site.social.map((item) => (
                <li key={item.name}>
                  <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                    <SocialIcon name={item.name} />
                    <VisuallyHidden>{item.name} (opens in a new tab)</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className={styles.heading}>
              Quick Links
            </h2>
            <ul role="list" className={styles.list}>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-services">
            <h2 id="footer-services" className={styles.heading}>
              Services
            </h2>
            <ul role="list" className={styles.list}>
              {FOOTER_SERVICES.map((service) => (
                <li key={service.id}>
                  <Link to={`/services/${service.id}`}>{service.label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className={styles.heading}>Contact</h2>
            <address className={styles.contact}>
              <a href={telHref}>{site.phone}</a>
              <a href={`mailto:${site.email}`}>{site.email}</a>
              <span>
                {site.office.street}, {site.office.area}
                <br />
                {site.office.city}, {site.office.country}
              </span>
            </address>
          </div>
        </div>

        <div className={styles.bottom}>
          <p>
            © {year} {site.name}. All rights reserved. <Link to="/privacy">Privacy notice</Link>
          </p>
          <p>Made in Nairobi for businesses across Africa and beyond.</p>
        </div>
      </Container>
    </footer>
  );
}
