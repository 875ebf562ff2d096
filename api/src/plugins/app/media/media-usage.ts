import { COLLECTIONS, collectionNamed } from '@mwangaza/shared/collections';
import type { MediaUsage } from '@mwangaza/shared/schemas';
import type { Models } from '../../../models';
import type { ContentModel } from '../../../models/content-model';

/** Matches `image` values that point to any of the given media ids (`/api/media/<id>/<file>`). */
function imagePattern(ids: readonly string[]): RegExp {
  return new RegExp(`^/api/media/(${ids.join('|')})/`);
}

/** Where library images are used: every content collection whose `image` field holds a media URL, in the collections' order. */
export class MediaUsageFinder {
  constructor(private readonly models: Models) {}

  /** Usage per media id (ids are 7 lower-case letters and digits: safe inside the pattern). */
  async find(ids: readonly string[]): Promise<Map<string, MediaUsage[]>> {
    const usage = new Map<string, MediaUsage[]>(ids.map((id) => [id, []]));
    if (!ids.length) return usage;
    const filter = { image: imagePattern(ids) };
    const sources = COLLECTIONS.map(({ name, typeName }) => {
      const model = (this.models as unknown as Record<string, ContentModel>)[typeName.one]!;
      const found = model
        .find(filter, { id: 1, title: 1, image: 1 })
        .lean<{ id: string; title: string; image: string }[]>();
      return [name, found.exec()] as const;
    });
    for (const [collection, pending] of sources) {
      for (const doc of await pending) {
        const mediaId = doc.image.split('/')[3] ?? '';
        usage.get(mediaId)?.push({ collection, id: doc.id, title: doc.title });
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
