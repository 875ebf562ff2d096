import { nounsOf, notFoundMessage, type CollectionDescriptor } from '@mwangaza/shared';

/** The texts of a collection's screens, made from its nouns in one place. */
export function resourceTexts(collection: CollectionDescriptor) {
  const nouns = nounsOf(collection);
  return {
    ...nouns,
    addLabel: `Add ${nouns.SingularTitle}`,
    editTitle: `Edit ${nouns.SingularTitle}`,
    created: `${nouns.Singular} created`,
    saved: `${nouns.Singular} saved`,
    saveFailed: `Failed to save ${nouns.singular}`,
    notFound: notFoundMessage(collection),
    backLabel: `Back to ${nouns.plural}`,
    searchLabel: `Search ${nouns.plural}`,
    caption: nouns.Plural,
  };
}
