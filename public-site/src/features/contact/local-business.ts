import { isClosed, site, type SiteSettings } from '@mwangaza/shared';

const DAY_URL = 'https://schema.org/';

/**
 * schema.org's LocalBusiness for the contact page (what search engines show for a business: name, address,
 * phone, e-mail and opening hours), from the site settings. A closed day reads 00:00 to 00:00, as Google's
 * guidelines ask.
 */
export function localBusiness({ contact, businessHours, social }: SiteSettings) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site.url}/#business`,
    name: site.name,
    description: site.description,
    url: `${site.url}/`,
    image: `${site.url}/images/hero.webp`,
    telephone: contact.phone,
    email: contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${contact.street}, ${contact.area}`,
      addressLocality: contact.city,
      addressCountry: contact.country,
    },
    openingHoursSpecification: businessHours.map((row) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: row.dayOfWeek.map((day) => `${DAY_URL}${day}`),
      opens: isClosed(row) ? '00:00' : row.opens,
      closes: isClosed(row) ? '00:00' : row.closes,
    })),
    ...(social.length ? { sameAs: social.map((profile) => profile.url) } : {}),
  };
}

/** JSON for a <script> element: `<` escaped so no value can close the element. */
export const jsonLd = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
