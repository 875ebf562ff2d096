import type { ComponentType } from 'react';
import type { ContentCollection } from '@mwangaza/shared';

type Loaded = Promise<{ default: ComponentType }>;

/** A collection's public pages: each loaded when first shown, so a visitor downloads only the pages they open. */
export interface CollectionPages {
  /** The page at the collection's listing path, when it has one of its own (culture is listed on About). */
  list?: () => Loaded;
  /** The page at `<publicPath>/:id` (see useCollectionItem). */
  detail: () => Loaded;
}

/**
 * Each content collection's page components, by its name: the routes are made from these and the
 * descriptors' paths. A new collection adds its entry here beside its pages (and its item's view to the
 * preview page's PREVIEW_VIEWS).
 */
export const COLLECTION_PAGES: Record<ContentCollection, CollectionPages> = {
  services: {
    list: () =>
      import('./features/services/components/services-page').then((m) => ({ default: m.ServicesPage })),
    detail: () =>
      import('./features/services/components/service-detail-page').then((m) => ({
        default: m.ServiceDetailPage,
      })),
  },
  'case-studies': {
    list: () =>
      import('./features/case-studies/components/case-studies-page').then((m) => ({
        default: m.CaseStudiesPage,
      })),
    detail: () =>
      import('./features/case-studies/components/case-study-detail-page').then((m) => ({
        default: m.CaseStudyDetailPage,
      })),
  },
  insights: {
    list: () =>
      import('./features/insights/components/insights-page').then((m) => ({ default: m.InsightsPage })),
    detail: () =>
      import('./features/insights/components/insight-detail-page').then((m) => ({
        default: m.InsightDetailPage,
      })),
  },
  people: {
    detail: () =>
      import('./features/people/components/person-profile-page').then((m) => ({
        default: m.PersonProfilePage,
      })),
  },
  culture: {
    detail: () =>
      import('./features/culture/components/culture-detail-page').then((m) => ({
        default: m.CultureDetailPage,
      })),
  },
};
