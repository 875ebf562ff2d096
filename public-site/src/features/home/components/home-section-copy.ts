import type { QueryMessages } from '../../../lib/query-body';

/** What a home-page preview of a collection says around its list. */
export interface HomeSectionCopy extends QueryMessages {
  eyebrow: string;
  title: string;
  intro: string;
  /** The button under the list, to the collection's own page. */
  moreTo: string;
  moreLabel: string;
}

/** The home page's three collection previews, worded side by side so they read as one page. */
export const HOME_SECTION_COPY = {
  caseStudies: {
    eyebrow: 'Featured work',
    title: 'Results our clients can measure',
    intro: 'A few of the projects we are proudest of, from hospitals in Nairobi to fintechs in Lagos.',
    moreTo: '/case-studies',
    moreLabel: 'View All Case Studies',
    loadingLabel: 'Loading case studies...',
    failure: 'Failed to load case studies',
    emptyMessage: 'No featured case studies available.',
  },
  services: {
    eyebrow: 'What we do',
    title: 'Services that take you from data to decisions',
    intro: 'From the first pipeline to the last dashboard, one team that stays with you.',
    moreTo: '/services',
    moreLabel: 'Explore All Services',
    loadingLabel: 'Loading services...',
    failure: 'Failed to load services',
    emptyMessage: 'No services available.',
  },
  insights: {
    eyebrow: 'Insights',
    title: 'Latest from our team',
    intro: 'Articles, reports and announcements on putting data to work.',
    moreTo: '/insights',
    moreLabel: 'View All Insights',
    loadingLabel: 'Loading insights...',
    failure: 'Failed to load insights',
    emptyMessage: 'No insights published yet.',
  },
} as const satisfies Record<string, HomeSectionCopy>;
