import type { MessageId } from '../../../i18n';

/** What a home-page preview of a collection says around its list (message ids of the page's language). */
export interface HomeSectionCopy {
  eyebrow: MessageId;
  title: MessageId;
  intro: MessageId;
  /** The button under the list, to the collection's own page (its English path). */
  moreTo: string;
  moreLabel: MessageId;
  loadingLabel: MessageId;
  failure: MessageId;
  emptyMessage: MessageId;
}

/** The home page's three collection previews, worded side by side so they read as one page. */
export const HOME_SECTION_COPY = {
  caseStudies: {
    eyebrow: 'home.caseStudiesEyebrow',
    title: 'home.caseStudiesTitle',
    intro: 'home.caseStudiesIntro',
    moreTo: '/case-studies',
    moreLabel: 'home.caseStudiesMore',
    loadingLabel: 'home.caseStudiesLoading',
    failure: 'home.caseStudiesFailure',
    emptyMessage: 'home.caseStudiesEmpty',
  },
  services: {
    eyebrow: 'home.servicesEyebrow',
    title: 'home.servicesTitle',
    intro: 'home.servicesIntro',
    moreTo: '/services',
    moreLabel: 'home.servicesMore',
    loadingLabel: 'home.servicesLoading',
    failure: 'home.servicesFailure',
    emptyMessage: 'home.servicesEmpty',
  },
  insights: {
    eyebrow: 'home.insightsEyebrow',
    title: 'home.insightsTitle',
    intro: 'home.insightsIntro',
    moreTo: '/insights',
    moreLabel: 'home.insightsMore',
    loadingLabel: 'home.insightsLoading',
    failure: 'home.insightsFailure',
    emptyMessage: 'home.insightsEmpty',
  },
} as const satisfies Record<string, HomeSectionCopy>;
