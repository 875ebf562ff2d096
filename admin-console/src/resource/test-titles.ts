import { itemTitle, titleFieldOf } from '@mwangaza/shared';
import type { AnyResource } from './define-resource';

/**
 * How the shared screens' tests name an item of any collection: the field that names it ('title', a
 * person's 'name'), its value, and the label of its form field ('Title', 'Full name').
 */
export function titleOfResource(resource: AnyResource) {
  const key = titleFieldOf(resource.collection);
  const field = resource.form.sections.flatMap((section) => section.fields).find((f) => f.key === key);
  if (!field) throw new Error(`${resource.collection.name}: no form field for its title "${key}"`);
  return {
    key,
    of: (item: object) => itemTitle(resource.collection, item as Record<string, unknown>),
    label: new RegExp(`^${field.label}`),
  };
}
