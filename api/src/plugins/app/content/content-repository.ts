import { notFoundMessage } from '@mwangaza/shared/collections';
import {
  editableFields,
  localizeItem,
  optionalFields,
  unknownReferenceMessage,
  withComputed,
  withDefaults,
  type Translations,
} from '@mwangaza/shared/collections/fields';
import type { SchemaCollection } from '@mwangaza/shared/collections/schemas';
import type { Locale } from '@mwangaza/shared/i18n';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import { isDuplicateKeyError, newId } from '../../../lib/ids';
import { pageRequest, pagination, type PageRequest } from '../../../lib/pagination';
import { slugFromTitle } from '../../../lib/slug';
import { toItem, type ContentDoc, type ContentModel } from '../../../models/content-model';
import type { PublishingDoc } from '../../../models/publishing';
import type { RevisionDoc } from '../../../models/revision.model';
import type { PublishingClock } from '../publishing-clock';
import { missingOrStale } from './content-conflict';
import { ContentLocales } from './content-locales';
import { attachReferences } from './content-references';
import { ContentSlugs } from './content-slugs';
import { listFilter } from './content-query';
import { nextScheduled, visibleFilter, type Audience, type PublishingChange } from './publishing';
import type { RevisionStore, Snapshot } from './revision-store';
import type {
  ContentImages,
  ContentInput,
  ContentItem,
  ContentReferences,
  ListQuery,
  ListResult,
  WriteContext,
} from './content-types';

type WriteAction = 'update' | 'restore';

export interface RepositoryOptions {
  /** The collection's descriptor and schemas: its name, nouns, search, filters, sort and fields. */
  collection: SchemaCollection;
  model: ContentModel;
  clock: PublishingClock;
  revisions: RevisionStore;
  onChange: () => void;
}

/**
 * Reads and writes one content collection, described by its descriptor and schemas, keyed by its string
 * `id`: the one publishing and safe-editing layer of every collection. Visitors' reads see only published,
 * due items; every write bumps `version`, records who made it and keeps a revision; a save made from an
 * older version is refused (412). Every write calls `onChange` so cached public responses are dropped. Each
 * item has a unique slug for its public address; earlier slugs are kept so old addresses can redirect.
 */
export class ContentRepository {
  private images: ContentImages | undefined;
  private references: ContentReferences | undefined;
  readonly collection: SchemaCollection;
  readonly model: ContentModel;
  readonly name: string;
  readonly notFoundMessage: string;
  readonly clock: PublishingClock;
  private readonly slugs: ContentSlugs;
  private readonly locales: ContentLocales;
  private readonly editable: readonly string[];
  private readonly optional: readonly string[];

  constructor(private readonly options: RepositoryOptions) {
    this.collection = options.collection;
    this.model = options.model;
    this.name = options.collection.name;
    this.notFoundMessage = notFoundMessage(options.collection);
    this.clock = options.clock;
    this.slugs = new ContentSlugs(options.model, options.collection.nouns.singular);
    this.locales = new ContentLocales(options.model, options.collection);
    this.editable = editableFields(options.collection);
    this.optional = optionalFields(options.collection);
  }

  /** Library images: writes check them (exists, has alt text), reads carry their variants (`imageMedia`, `inlineMedia`). */
  useImages(images: ContentImages): void {
    this.images = images;
  }

  /** Reference fields: writes check what they name exists; reads name it (`nameAs`) and show it (`embed`). */
  useReferences(references: ContentReferences): void {
    this.references = references;
  }

  /** Items as read: staff's with their translations; visitors' in one language (`locale`, `alternates`). */
  private async present(docs: ContentDoc[], locale?: Locale): Promise<ContentItem[]> {
    const items = docs.map((doc) => toItem(this.collection, doc) as ContentItem);
    if (this.references) await attachReferences(this.collection, this.references, items);
    const read = this.images ? await this.images.attachImages(items, this.collection) : items;
    return read.map((item) => this.inLocale(this.locales.localizeCards(item, locale) as ContentItem, locale));
  }

  /** Staff's item as it is; visitors' in their language (computed fields worked out from its values). */
  private inLocale = (item: ContentItem, locale?: Locale) =>
    locale
      ? withComputed(
          this.collection,
          localizeItem(this.collection, item as ContentItem & { slug: string }, locale),
        )
      : item;

  private presentOne = async (doc: ContentDoc, locale?: Locale) =>
    (await this.present([doc], locale))[0] as ContentItem;

  private async checkWrite(data: Record<string, unknown>): Promise<void> {
    await this.images?.assertContent(this.collection, data);
    for (const [field, reference] of Object.entries(this.collection.references ?? {})) {
      const value = data[field];
      const ids = (Array.isArray(value) ? value : value ? [value] : []).map(String);
      const missing = ids.length ? await this.references?.check(reference.to, ids) : undefined;
      if (missing !== undefined) throw new HttpError(400, unknownReferenceMessage(field, missing));
    }
  }

  /** A list: the search of the audience's fields, the collection's own filters, the staff's state. */
  async search(query: ListQuery, audience: Audience): Promise<ListResult<ContentItem>> {
    const page: PageRequest = pageRequest(query);
    const where = listFilter(this.collection, query, audience, this.clock.now(), this.locales);
    const [docs, total] = await Promise.all([
      this.model
        .find(where)
        .sort({ ...this.collection.sort })
        .skip(page.skip)
        .limit(page.limit)
        .lean<ContentDoc[]>()
        .exec(),
      this.model.countDocuments(where).exec(),
    ]);
    const locale = audience === 'public' ? ((query.locale as Locale | undefined) ?? 'en') : undefined;
    return { items: await this.present(docs, locale), pagination: pagination(page, total) };
  }

  async get(id: string, audience: Audience): Promise<ContentItem> {
    const filter = audience === 'public' ? { $and: [{ id }, visibleFilter(this.clock.now())] } : { id };
    const doc = await this.model.findOne(filter).lean<ContentDoc>().exec();
    if (!doc) throw notFound(this.notFoundMessage);
    return this.presentOne(doc);
  }

  /**
   * A public address in a language: the id, the language's current slug, or an earlier one (which the caller
   * redirects); visitors see only published, due items that exist in the language. A slug never equals
   * another item's id or slug in its language (see ContentSlugs, ContentLocales), so only earlier slugs can
   * be ambiguous: the newest wins.
   */
  async resolve(
    idOrSlug: string,
    audience: Audience = 'public',
    locale: Locale = 'en',
  ): Promise<ContentItem> {
    const where = (key: Record<string, unknown>) =>
      audience === 'public' ? { $and: [key, visibleFilter(this.clock.now())] } : key;
    let doc: ContentDoc | null = null;
    for (const key of this.locales.lookups(idOrSlug, locale)) {
      doc = await this.model.findOne(where(key)).sort({ updatedAt: -1 }).lean<ContentDoc>().exec();
      if (doc) break;
    }
    if (!doc) throw notFound(this.notFoundMessage);
    return this.presentOne(doc, audience === 'public' ? locale : undefined);
  }

  /** The raw publishing state, for deciding what a write changed. */
  async publishingOf(id: string): Promise<PublishingChange | null> {
    const doc = await this.model.findOne({ id }, { status: 1, publishAt: 1 }).lean<PublishingDoc>().exec();
    return doc ? { status: doc.status ?? 'published', publishAt: doc.publishAt ?? null } : null;
  }

  /** A new item: what the body left out filled in (e.g. not featured), a slug made unless one is given. */
  async createItem(body: ContentInput, context: WriteContext): Promise<ContentItem> {
    const { translations, ...data } = withDefaults(this.collection, body);
    await this.checkWrite(data);
    const localized = await this.locales.prepare(translations as Translations | undefined, data);
    const requested = typeof data.slug === 'string' ? data.slug : undefined;
    for (let attempt = 0; ; attempt++) {
      const source = String(data[this.collection.slugSource] ?? '');
      const slug = requested ?? (await this.slugs.free(slugFromTitle(source)));
      if (requested) await this.slugs.assertFree(requested);
      try {
        const created = await this.model.create({
          ...data,
          ...localized,
          slug,
          id: newId(),
          version: 1,
          updatedBy: context.editor,
        } as never);
        const doc = (created as { toObject(): unknown }).toObject() as ContentDoc;
        await this.options.revisions.record({
          collectionName: this.name,
          entityId: doc.id,
          before: null,
          after: this.snapshot(doc),
          author: context.actor,
          action: 'create',
        });
        this.options.onChange();
        return this.presentOne(doc);
      } catch (error) {
        // A 7-character id collides about once in 78 billion draws, a made slug when two saves race: try again.
        if (!isDuplicateKeyError(error) || attempt >= 3) throw error;
      }
    }
  }

  /**
   * A full update (PUT): optional fields left out are removed; a slug left out stays as it is, and so does
   * a featured flag (it has its own call).
   */
  async replaceItem(id: string, body: ContentInput, context: WriteContext): Promise<ContentItem> {
    const { translations, ...data } = withDefaults(this.collection, body, true);
    await this.checkWrite(data);
    return this.update(id, await this.localizedReplacement(id, data, translations), context);
  }

  /** A replacement with its translations and languages (kept as they are when the body leaves them out). */
  private async localizedReplacement(
    id: string,
    data: Record<string, unknown>,
    translations: unknown,
    restoring = false,
  ) {
    const before = await this.findDoc(id);
    const localized = await this.locales.prepare(translations as Translations, data, before, restoring);
    const replacement = this.replacement(data);
    return { ...replacement, $set: { ...(replacement.$set as object), ...localized } };
  }

  async setPublishing(id: string, change: PublishingChange, context: WriteContext): Promise<ContentItem> {
    return this.update(id, { $set: { ...change } }, context);
  }

  async remove(id: string): Promise<void> {
    const result = await this.model.deleteOne({ id }).exec();
    if (result.deletedCount === 0) throw notFound(this.notFoundMessage);
    await this.options.revisions.removeAll(this.name, id);
    this.options.onChange();
  }

  /** Newest first; 404 for an unknown item. */
  async history(id: string): Promise<RevisionDoc[]> {
    await this.findDoc(id);
    return this.options.revisions.list(this.name, id);
  }

  async revision(id: string, revisionId: string): Promise<RevisionDoc> {
    await this.findDoc(id);
    const revision = await this.options.revisions.get(this.name, id, revisionId);
    if (!revision) throw notFound(MESSAGES.revisionNotFound);
    return revision;
  }

  /**
   * Brings back a revision's editable fields as a new version (publishing stays as it is: revisions do not
   * hold it); a slug another item has taken since stays as it is now.
   */
  async restore(id: string, revisionId: string, context: WriteContext): Promise<ContentItem> {
    const revision = await this.revision(id, revisionId);
    const fields: Record<string, unknown> = {};
    for (const key of this.editable) if (key in revision.snapshot) fields[key] = revision.snapshot[key];
    if (typeof fields.slug === 'string' && (await this.slugs.owner(fields.slug, id))) delete fields.slug;
    await this.checkWrite(fields);
    const translations = ContentLocales.fromSnapshot(revision.snapshot);
    const replacement = await this.localizedReplacement(id, fields, translations, true);
    return this.update(id, replacement, context, 'restore', revision.number);
  }

  /** Documents written before slugs existed get one (see ContentSlugs.fillMissing). */
  ensureSlugs(): Promise<number> {
    return this.slugs.fillMissing(this.collection.slugSource);
  }

  /** Applies a change as a new version: the author recorded, a revision kept, the caches told. */
  async update(
    id: string,
    update: Record<string, unknown>,
    context: WriteContext,
    action: WriteAction = 'update',
    restoredFrom?: number,
  ): Promise<ContentItem> {
    const before = await this.findDoc(id);
    const set: Record<string, unknown> = {
      ...(update.$set as Record<string, unknown> | undefined),
      updatedBy: context.editor,
    };
    if (typeof set.slug === 'string' && set.slug !== before.slug) {
      await this.slugs.assertFree(set.slug, id);
      const earlier = [...(before.previousSlugs ?? []), ...(before.slug ? [before.slug] : [])];
      set.previousSlugs = [...new Set(earlier)].filter((slug) => slug !== set.slug);
    }
    const filter = context.ifMatch === undefined ? { id } : { id, version: context.ifMatch };
    let doc: ContentDoc | null;
    try {
      doc = await this.model
        .findOneAndUpdate(
          filter,
          { ...update, $set: set, $inc: { version: 1 } },
          { returnDocument: 'after', runValidators: true },
        )
        .lean<ContentDoc>()
        .exec();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw this.slugs.taken(); // the English or a translated slug
      throw error;
    }
    if (!doc) throw await missingOrStale(this.model, this.collection, id);
    await this.options.revisions.record({
      collectionName: this.name,
      entityId: id,
      before: this.snapshot(before),
      after: this.snapshot(doc),
      author: context.actor,
      action,
      restoredFrom,
    });
    this.options.onChange();
    return this.presentOne(doc);
  }

  /** Tells the caches that content changed outside `update` (a reorder's batch). */
  changed(): void {
    this.options.onChange();
  }

  /** The soonest publish time still to come, so caches can be dropped when it passes. */
  nextScheduled = (): Promise<Date | null> => nextScheduled(this.model, this.clock.now());

  private replacement(data: Record<string, unknown>): Record<string, unknown> {
    const unset = Object.fromEntries(
      this.optional.filter((field) => data[field] === undefined).map((field) => [field, 1]),
    );
    const set = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
    return Object.keys(unset).length ? { $set: set, $unset: unset } : { $set: set };
  }

  /** The editable fields of a document, as the API returns them (so a diff sees what a person sees). */
  private snapshot = (doc: ContentDoc): Snapshot =>
    ContentLocales.revisionSnapshot(toItem(this.collection, doc), this.editable);

  async findDoc(id: string): Promise<ContentDoc> {
    const doc = await this.model.findOne({ id }).lean<ContentDoc>().exec();
    if (!doc) throw notFound(this.notFoundMessage);
    return doc;
  }
}
