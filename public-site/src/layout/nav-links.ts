/** The public site's sections, in navigation order. Footer quick links use the same list. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About', end: false },
  { to: '/services', label: 'Services', end: false },
  { to: '/case-studies', label: 'Case Studies', end: false },
  { to: '/insights', label: 'Insights', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;
