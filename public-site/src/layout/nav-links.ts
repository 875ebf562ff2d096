import type { MessageId } from '../i18n';

/** The public site's sections, in navigation order (English paths, prefixed per language). Footer quick links use the same list. */
export const NAV_LINKS: readonly { to: string; label: MessageId; end: boolean }[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/about', label: 'nav.about', end: false },
  { to: '/services', label: 'nav.services', end: false },
  { to: '/case-studies', label: 'nav.caseStudies', end: false },
  { to: '/insights', label: 'nav.insights', end: false },
  { to: '/contact', label: 'nav.contact', end: false },
];
