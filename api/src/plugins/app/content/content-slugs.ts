import mongoose from 'mongoose';
import { HttpError } from '../../../lib/http-error';
import { escapeRegExp } from '../../../lib/search';
import { firstFreeSlug, isReadableId, slugFromTitle } from '../../../lib/slug';
import type { ContentModel } from '../../../models/content-model';
import type { SlugDoc } from '../../../models/slug-fields';

/**
 * The readable addresses of one collection: unique per collection, never another item's id either, so an
 * address names one item whichever way it is read; a made slug takes `-2`, `-3`... on a collision.
 */
export class ContentSlugs {
  constructor(
    private readonly model: ContentModel,
    /** 'case study': the refusal names the kind. */
    private readonly noun: string,
  ) {}

  /** Another item whose slug or id is `slug`. */
  async owner(slug: string, exceptId?: string): Promise<string | null> {
    const owners = await this.model
      .find({ $or: [{ slug }, { id: slug }] }, { id: 1 })
      .lean<{ id: string }[]>()
      .exec();
    return owners.find((owner) => owner.id !== exceptId)?.id ?? null;
  }

  async assertFree(slug: string, exceptId?: string): Promise<void> {
    if (await this.owner(slug, exceptId)) throw this.taken();
  }

  taken(): HttpError {
    return new HttpError(409, `This address is already used by another ${this.noun}. Choose another slug.`);
  }

  /** `base`, or the first of `base-2`, `base-3`... that no other item has as its slug or id. */
  async free(base: string, exceptId?: string): Promise<string> {
    const pattern = new RegExp(`^${escapeRegExp(base)}(-\\d+)?$`);
    const rows = await this.model
      .find({ $or: [{ slug: pattern }, { id: pattern }] }, { id: 1, slug: 1 })
      .lean<Array<SlugDoc & { id: string }>>()
      .exec();
    const taken = rows.filter((row) => row.id !== exceptId).flatMap((row) => [row.id, row.slug ?? '']);
    return firstFreeSlug(base, new Set(taken));
  }

  /** Documents written before slugs existed get one: their readable seeded id, or one made from `source`. */
  async fillMissing(source: string): Promise<number> {
    const missing = await this.model
      .find({ slug: mongoose.trusted({ $exists: false }) }, { id: 1, [source]: 1 })
      .lean<Array<{ id: string } & Record<string, unknown>>>()
      .exec();
    for (const doc of missing) {
      const base = isReadableId(doc.id) ? doc.id : slugFromTitle(String(doc[source] ?? ''));
      const slug = await this.free(base, doc.id);
      await this.model
        .updateOne(
          { id: doc.id, slug: mongoose.trusted({ $exists: false }) },
          { $set: { slug } },
          { timestamps: false },
        )
        .exec();
    }
    return missing.length;
  }
}
