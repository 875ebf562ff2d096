/** The public site's sections, in navigation order. Footer quick links use the same list. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About', end: false },
  { to: '/services', label: 'Services', end: false },
  { to: '/case-studies', label: 'Case Studies', end: false },
  { to: '/insights', label: 'Insights', end: false },
  { to: '/contact', label: 'Contact', end: false },
] as const;

/** The footer's service links: the seeded services' readable ids. */
export const FOOTER_SERVICES = [
  { id: 'big-data-analytics', label: 'Big Data Analytics' },
  { id: 'data-visualization', label: 'Data Visualization' },
  { id: 'data-pipelines', label: 'Data Pipelines' },
  { id: 'data-lakes', label: 'Data Lakes' },
] as const;
