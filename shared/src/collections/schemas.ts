import type { Static, TObject } from 'typebox';
import {
  CaseStudy,
  CaseStudyListQuery,
  CreateCaseStudy,
  CreateCultureItem,
  CreateService,
  CultureItem,
  CultureListQuery,
  CreateInsight,
  Insight,
  InsightListQuery,
  CreatePerson,
  Person,
  PersonListQuery,
  StaffPersonListQuery,
  StaffInsightListQuery,
  Service,
  ServiceListQuery,
  StaffCaseStudyListQuery,
  StaffCultureListQuery,
  StaffServiceListQuery,
} from '../schemas';
import { COLLECTIONS, type Collection, type CollectionDescriptor, type ContentCollection } from './index';

/** A collection's TypeBox schemas: the item as read, the create (and replace) body, the list queries. */
export interface CollectionSchemas {
  item: TObject;
  create: TObject;
  publicQuery: TObject;
  staffQuery: TObject;
}

/**
 * Each collection's schemas, by its name. Kept apart from the descriptors so that the browser, which needs
 * only the descriptors, never downloads TypeBox: the API, the mocks and the console's forms import this.
 */
export const COLLECTION_SCHEMAS = {
  services: {
    item: Service,
    create: CreateService,
    publicQuery: ServiceListQuery,
    staffQuery: StaffServiceListQuery,
  },
  'case-studies': {
    item: CaseStudy,
    create: CreateCaseStudy,
    publicQuery: CaseStudyListQuery,
    staffQuery: StaffCaseStudyListQuery,
  },
  culture: {
    item: CultureItem,
    create: CreateCultureItem,
    publicQuery: CultureListQuery,
    staffQuery: StaffCultureListQuery,
  },
  insights: {
    item: Insight,
    create: CreateInsight,
    publicQuery: InsightListQuery,
    staffQuery: StaffInsightListQuery,
  },
  people: {
    item: Person,
    create: CreatePerson,
    publicQuery: PersonListQuery,
    staffQuery: StaffPersonListQuery,
  },
} satisfies Record<ContentCollection, CollectionSchemas>;

type Schemas = typeof COLLECTION_SCHEMAS;
/** An item of the collection as the API answers it. */
export type ItemOf<N extends ContentCollection> = Static<Schemas[N]['item']>;
/** The collection's create (and replace) body. */
export type BodyOf<N extends ContentCollection> = Static<Schemas[N]['create']>;
/** The query of the collection's public list. */
export type PublicQueryOf<N extends ContentCollection> = Static<Schemas[N]['publicQuery']>;

/** A descriptor with its schemas: everything the API and the mocks need to serve any collection. */
export interface SchemaCollection extends CollectionDescriptor {
  name: ContentCollection;
  schemas: CollectionSchemas;
}

export const withSchemas = (collection: Collection): SchemaCollection => ({
  ...collection,
  schemas: COLLECTION_SCHEMAS[collection.name],
});

/** Every collection with its schemas, in the order of COLLECTIONS. */
export const SCHEMA_COLLECTIONS: readonly SchemaCollection[] = COLLECTIONS.map((collection) =>
  withSchemas(collection),
);
