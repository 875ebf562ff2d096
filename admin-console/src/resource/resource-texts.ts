import type { ContentEntity, ResourceDescription } from './resource-description';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The texts of a collection's screens, made from its names in one place (spec sections 2, 4 and 8). */
export function resourceTexts<T extends ContentEntity, V, B>(resource: ResourceDescription<T, V, B>) {
  const noun = capitalize(resource.noun);
  return {
    addLabel: `Add ${resource.nounTitle}`,
    editTitle: `Edit ${resource.nounTitle}`,
    created: `${noun} created`,
    saved: `${noun} saved`,
    saveFailed: `Failed to save ${resource.noun}`,
    notFound: `${noun} not found`,
    backLabel: `Back to ${resource.plural}`,
    searchLabel: `Search ${resource.plural}`,
    caption: capitalize(resource.plural),
  };
}
