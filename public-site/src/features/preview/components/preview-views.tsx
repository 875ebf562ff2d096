import type { ComponentType } from 'react';
import type { CaseStudy, ContentCollection, CultureItem, Insight, Person, Service } from '@mwangaza/shared';
import { CaseStudyDetail } from '../../case-studies';
import { CultureDetail } from '../../culture';
import { InsightDetail } from '../../insights';
import { PersonProfile } from '../../people';
import { ServiceDetail } from '../../services';

/**
 * Each collection's page drawn from an item given, by the collection's name: what a staff preview of
 * unsaved content shows (the same components as the public detail pages). A new collection adds its view.
 */
export const PREVIEW_VIEWS: Record<ContentCollection, ComponentType<{ item: unknown }>> = {
  services: ({ item }) => <ServiceDetail service={item as Service} />,
  'case-studies': ({ item }) => <CaseStudyDetail caseStudy={item as CaseStudy} />,
  culture: ({ item }) => <CultureDetail item={item as CultureItem} />,
  insights: ({ item }) => <InsightDetail insight={item as Insight} />,
  people: ({ item }) => <PersonProfile person={item as Person} />,
};
