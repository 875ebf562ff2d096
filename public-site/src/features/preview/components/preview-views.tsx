import type { ComponentType } from 'react';
import type { CaseStudy, ContentCollection, CultureItem, Insight, Service } from '@mwangaza/shared';
import { CaseStudyDetail } from '../../case-studies/components/case-study-detail';
import { CultureDetail } from '../../culture/components/culture-detail-page';
import { InsightDetail } from '../../insights/components/insight-detail';
import { ServiceDetail } from '../../services/components/service-detail';

/**
 * Each collection's page drawn from an item given, by the collection's name: what a staff preview of
 * unsaved content shows (the same components as the public detail pages). A new collection adds its view.
 */
export const PREVIEW_VIEWS: Record<ContentCollection, ComponentType<{ item: unknown }>> = {
  services: ({ item }) => <ServiceDetail service={item as Service} />,
  'case-studies': ({ item }) => <CaseStudyDetail caseStudy={item as CaseStudy} />,
  culture: ({ item }) => <CultureDetail item={item as CultureItem} />,
  insights: ({ item }) => <InsightDetail insight={item as Insight} />,
};
