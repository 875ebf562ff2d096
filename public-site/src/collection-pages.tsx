import type { ComponentType } from 'react';
import type { CaseStudy, ContentCollection, CultureItem, Service } from '@mwangaza/shared';

type Loaded<P = object> = Promise<{ default: ComponentType<P> }>;

/** A collection's public pages: each loaded when first shown, so a visitor downloads only the pages they open. */
export interface CollectionPages {
  /** The page at the collection's listing path, when it has one of its own (culture is listed on About). */
  list?: () => Loaded;
  /** The page at `<publicPath>/:id` (see useCollectionItem). */
  detail: () => Loaded;
  /** The item's page drawn from an item given: staff previews of unsaved content. */
  view: () => Loaded<{ item: unknown }>;
}

/**
 * Each content collection's page components, by its name: routes and previews are made from these and
 * the descriptors' paths. A new collection adds its entry here beside its pages.
 */
export const COLLECTION_PAGES: Record<ContentCollection, CollectionPages> = {
  services: {
    list: () =>
      import('./features/services/components/services-page').then((m) => ({ default: m.ServicesPage })),
    detail: () =>
      import('./features/services/components/service-detail-page').then((m) => ({
        default: m.ServiceDetailPage,
      })),
    view: () =>
      import('./features/services/components/service-detail').then((m) => ({
        default: ({ item }: { item: unknown }) => <m.ServiceDetail service={item as Service} />,
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
    view: () =>
      import('./features/case-studies/components/case-study-detail').then((m) => ({
        default: ({ item }: { item: unknown }) => <m.CaseStudyDetail caseStudy={item as CaseStudy} />,
      })),
  },
  culture: {
    detail: () =>
      import('./features/culture/components/culture-detail-page').then((m) => ({
        default: m.CultureDetailPage,
      })),
    view: () =>
      import('./features/culture/components/culture-detail-page').then((m) => ({
        default: ({ item }: { item: unknown }) => <m.CultureDetail item={item as CultureItem} />,
      })),
  },
};
