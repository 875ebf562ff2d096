import { findCollection, nounsOf } from '@mwangaza/shared';
import type { AnyResource } from '../define-resource';
import { caseStudiesResource } from './case-studies';
import { cultureResource } from './culture';
import { insightsResource } from './insights';
import { peopleResource } from './people';
import { servicesResource } from './services';

/**
 * The content collections the console manages, in the menu's and the dashboard's order: one description
 * each (see ../README.md). A new collection adds its file here.
 */
export const RESOURCES: readonly AnyResource[] = [
  caseStudiesResource,
  servicesResource,
  cultureResource,
  insightsResource,
  peopleResource,
];

/** The description of the collection at /admin/<name>, or undefined. */
export function findResource(name: string): AnyResource | undefined {
  return RESOURCES.find((resource) => resource.collection.name === name && findCollection(name));
}

/** Where a collection's screen is, and what the menu calls it. */
export const resourceLink = (resource: AnyResource) => ({
  to: `/admin/${resource.collection.name}`,
  label: nounsOf(resource.collection).title,
});
