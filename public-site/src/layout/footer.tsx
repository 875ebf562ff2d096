import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Container, contentApi, site, telHref, VisuallyHidden, type SiteSettings } from '@mwangaza/shared';
import { Link, useContentLocale, useSiteSettings, useT, type Alternates, type MessageId } from '../i18n';
import { SubscribeForm } from '../features/newsletter';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { NAV_LINKS } from './nav-links';
import { SocialIcon } from './social-icon';
import styles from './footer.module.css';

/**
 * The shared footer: the newsletter's subscribe form, about line, quick links, service links, contact details, social links, copyright. The
 * service links, contact details and social links are the site settings staff edit.
 */
export function Footer() {
  const year = new Date().getFullYear();
  const { contact, social, footerServices } = useSiteSettings().settings;
  const serviceLinks = useServiceLinks(footerServices);
  const t = useT();
  return (
    <footer className={styles.footer}>
      <Container>
        <SubscribeForm form="footer" />
        <div className={styles.grid}>
          <div className={styles.about}>
            <BrandMark />
            <p className={styles.tagline}>
              <FormattedMessage id="footer.tagline" />
            </p>
            <ul role="list" className={styles.social} aria-label={t('footer.social')}>
              {social.map((item) => (
                <li key={item.name}>
                  <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                    <SocialIcon name={item.name} />
                    <VisuallyHidden>{t('footer.opensInNewTab', { name: item.name })}</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <FooterNav
            id="footer-quick-links"
            heading="footer.quickLinks"
            links={NAV_LINKS.map((link) => ({ to: link.to, label: <FormattedMessage id={link.label} /> }))}
          />
          {serviceLinks.length > 0 && (
            <FooterNav id="footer-services" heading="footer.services" links={serviceLinks} />
          )}

          <div>
            <h2 className={styles.heading}>
              <FormattedMessage id="footer.contact" />
            </h2>
            <address className={styles.contact}>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <span>
                {contact.street}, {contact.area}
                <br />
                {contact.city}, {contact.country}
              </span>
            </address>
          </div>
        </div>

        <div className={styles.bottom}>
          <p>
            {t('footer.rights', { year, name: site.name })}{' '}
            <Link to="/privacy">
              <FormattedMessage id="footer.privacy" />
            </Link>
          </p>
          <p>
            <FormattedMessage id="footer.madeIn" />
          </p>
          <LanguageSwitcher className={styles.switcher} />
        </div>
      </Container>
    </footer>
  );
}

/**
 * The footer's service links, each to the service's own address in the page's language: settings name a
 * service by its id or English slug, and a Kiswahili or French page links to its slug there (not to a
 * redirect), leaving out a service not yet translated (its page there does not exist). The list is the
 * services page's own request, so the two share it.
 */
function useServiceLinks(footerServices: SiteSettings['footerServices']): { to: string; label: string }[] {
  const contentLocale = useContentLocale();
  const { data } = contentApi.useGetServicesQuery(
    { locale: contentLocale, limit: 100 },
    { skip: !contentLocale },
  );
  if (!contentLocale || !data) {
    return footerServices.map((service) => ({ to: `/services/${service.serviceId}`, label: service.label }));
  }
  return footerServices.flatMap((link) => {
    const service = data.services.find(
      (candidate) =>
        candidate.id === link.serviceId ||
        (candidate.alternates as Alternates | undefined)?.en === link.serviceId,
    );
    return service ? [{ to: `/services/${service.slug}`, label: link.label }] : [];
  });
}

/** A titled list of the footer's links. */
function FooterNav({
  id,
  heading,
  links,
}: {
  id: string;
  heading: MessageId;
  links: { to: string; label: ReactNode }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        <FormattedMessage id={heading} />
      </h2>
      <ul role="list" className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
