import {
  COLLECTIONS,
  collectionNamed,
  itemTitle,
  titleFieldOf,
  type CollectionDescriptor,
} from '@mwangaza/shared/collections';
import { markdownMediaIds } from '@mwangaza/shared/markdown/images';
import { mediaIdFromUrl, type MediaUsage } from '@mwangaza/shared/schemas';
import type { Models } from '../../../models';
import type { ContentModel } from '../../../models/content-model';

/** Matches `image` values that point to any of the given media ids (`/api/media/<id>/<file>`). */
function imagePattern(ids: readonly string[]): RegExp {
  return new RegExp(`^/api/media/(${ids.join('|')})/`);
}

/** Matches Markdown that names any of them anywhere (the ids found are then read from the text itself). */
function inlinePattern(ids: readonly string[]): RegExp {
  return new RegExp(`/api/media/(${ids.join('|')})/`);
}

/**
 * Where library images are used: every content collection's `image` field, and the Markdown fields that
 * take images (an insight's body), in the collections' order.
 */
export class MediaUsageFinder {
  constructor(private readonly models: Models) {}

  /** Usage per media id (ids are 7 lower-case letters and digits: safe inside the pattern). */
  async find(ids: readonly string[]): Promise<Map<string, MediaUsage[]>> {
    const usage = new Map<string, MediaUsage[]>(ids.map((id) => [id, []]));
    if (!ids.length) return usage;
    const sources = (COLLECTIONS as readonly CollectionDescriptor[]).map((collection) => {
      const model = (this.models as unknown as Record<string, ContentModel>)[collection.typeName.one]!;
      const texts = collection.markdownImages ?? [];
      const filter = {
        $or: [{ image: imagePattern(ids) }, ...texts.map((field) => ({ [field]: inlinePattern(ids) }))],
      };
      const projection = Object.fromEntries(
        ['id', titleFieldOf(collection), 'image', ...texts].map((key) => [key, 1]),
      );
      const found = model.find(filter, projection).lean<Record<string, unknown>[]>();
      return [collection, found.exec()] as const;
    });
    for (const [collection, pending] of sources) {
      for (const doc of await pending) {
        const used = new Set([
          mediaIdFromUrl(typeof doc.image === 'string' ? doc.image : undefined),
          ...(collection.markdownImages ?? []).flatMap((field) =>
            typeof doc[field] === 'string' ? markdownMediaIds(doc[field] as string) : [],
          ),
        ]);
        for (const id of used) {
          usage.get(id ?? '')?.push({
            collection: collection.name as MediaUsage['collection'],
            id: String(doc.id),
            title: itemTitle(collection, doc),
          });
        }
      }
    }
    return usage;
  }
}

/** "case study “Mobile money churn” and service “Dashboards”" */
export function describeUsage(usedBy: readonly MediaUsage[]): string {
  const names = usedBy.map((use) => `${collectionNamed(use.collection).nouns.singular} “${use.title}”`);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
