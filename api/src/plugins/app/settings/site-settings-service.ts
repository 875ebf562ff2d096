import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Locale } from '@mwangaza/shared/i18n';
import {
  DEFAULT_SITE_SETTINGS,
  localizeSettings,
  SITE_SETTINGS_ID,
  type SiteSettings,
  type SiteSettingsAnswer,
  type SiteSettingsRecord,
  type SiteSettingsTranslations,
} from '@mwangaza/shared/schemas';
import { formatNairobiTime } from '@mwangaza/shared/time';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import { isDuplicateKeyError } from '../../../lib/ids';
import type { RevisionDoc } from '../../../models/revision.model';
import type { SettingDoc, SettingModel } from '../../../models/setting.model';
import type { WriteContext } from '../content/content-types';
import { changedFields, type RevisionStore } from '../content/revision-store';

/**
 * The settings' entity tag, strong: `"<version>.<digest of the answer>"`. It changes with every byte of the
 * answer, also those the version does not count (ENQUIRY_RETENTION_MONTHS, a release's new defaults while
 * nothing was saved), so a 304 never keeps a stale copy and If-Match compares it exactly.
 */
export function settingsEtag(answer: SiteSettingsAnswer): string {
  const digest = createHash('sha256').update(JSON.stringify(answer)).digest('base64url');
  return `"${answer.version}.${digest.slice(0, 22)}"`;
}

/** The settings document's `_id` in the settings collection, and the revisions' collection name. */
const DOC_ID = 'siteSettings';
export const SETTINGS_REVISIONS = 'settings';

export type SavedSettings = Omit<SiteSettingsRecord, 'enquiryRetentionMonths' | 'translations'> & {
  translations: SiteSettingsTranslations;
};
/** A save's result: the settings as saved, and the sections that changed (none: nothing was written). */
export interface SaveResult {
  saved: SavedSettings;
  changed: string[];
}

/**
 * The site settings singleton: the defaults until the first save, then one document whose `version` every
 * save increments. A save made from an older version is refused (412), each save keeps a revision (the
 * content's revision history) and calls `onChange`, so public caches and prerendered pages move on.
 */
export class SiteSettingsService {
  constructor(
    private readonly model: SettingModel,
    private readonly revisions: RevisionStore,
    private readonly now: () => Date,
    private readonly onChange: () => void,
    /** ENQUIRY_RETENTION_MONTHS: part of every answer (the privacy notice states it). */
    private readonly retentionMonths: number,
    /** The texts the product ships in the other languages, for settings never translated by staff. */
    private readonly shipped: (settings: SiteSettings) => SiteSettingsTranslations = () => ({}),
  ) {}

  /**
   * What GET /settings answers (and PUT /settings after a save): the settings in a language (English unless
   * asked), never who saved them.
   */
  answer(saved: SavedSettings, locale: Locale = 'en'): SiteSettingsAnswer {
    const { version, updatedAt } = saved;
    const settings =
      locale === 'en' ? saved.settings : localizeSettings(saved.settings, saved.translations[locale]);
    return { settings, enquiryRetentionMonths: this.retentionMonths, version, updatedAt };
  }

  /** The ETag of GET /settings (and /settings/admin) while `saved` is what the database holds. */
  etag(saved: SavedSettings): string {
    return settingsEtag(this.answer(saved));
  }

  async read(): Promise<SavedSettings> {
    const doc = await this.model.findById(DOC_ID).lean<SettingDoc>().exec();
    if (!doc?.version)
      return {
        settings: DEFAULT_SITE_SETTINGS,
        translations: this.shipped(DEFAULT_SITE_SETTINGS),
        version: 0,
        updatedAt: null,
        updatedBy: null,
      };
    // A section added after the last save reads its default.
    const settings = { ...DEFAULT_SITE_SETTINGS, ...(doc.value as Partial<SiteSettings>) };
    return {
      settings,
      // Never translated by staff: the shipped translations of the texts still as shipped.
      translations: (doc.translations as SiteSettingsTranslations | undefined) ?? this.shipped(settings),
      version: doc.version,
      updatedAt: doc.updatedAt.toISOString(),
      updatedBy: doc.updatedBy?.name ?? doc.updatedBy?.email ?? null,
    };
  }

  /** Saves the settings as a new version (If-Match in `context.ifMatch`: 412 when someone saved since). */
  async save(
    settings: SiteSettings,
    context: WriteContext,
    action: 'update' | 'restore' = 'update',
    restoredFrom?: number,
    /** Left out, the saved translations stay. */
    translations?: SiteSettingsTranslations,
  ): Promise<SaveResult> {
    const before = await this.read();
    const expected = context.ifMatch ?? before.version;
    if (expected !== before.version) throw this.stale(before);
    const changed = changedFields(before.settings, settings);
    if (translations !== undefined && !isDeepStrictEqual(translations, before.translations))
      changed.push('translations');
    // Saving what is already there (a double click, a restore of the current state) changes nothing.
    if (changed.length === 0 && action === 'update') return { saved: before, changed };
    const { actor } = context;
    const fields = {
      value: settings,
      translations: translations ?? before.translations,
      updatedAt: this.now(),
      updatedBy: { id: actor.id, email: actor.email, name: actor.name },
    };
    const saved =
      expected === 0
        ? await this.model.create({ _id: DOC_ID, ...fields, version: 1 }).catch((error: unknown) => {
            if (isDuplicateKeyError(error)) return null;
            throw error;
          })
        : await this.model
            .findOneAndUpdate({ _id: DOC_ID, version: expected }, { $set: fields, $inc: { version: 1 } })
            .exec();
    if (!saved) throw this.stale(await this.read());
    await this.revisions.record({
      collectionName: SETTINGS_REVISIONS,
      entityId: SITE_SETTINGS_ID,
      before: before.settings,
      after: settings,
      author: actor,
      action,
      ...(restoredFrom !== undefined ? { restoredFrom } : {}),
    });
    this.onChange();
    return { saved: await this.read(), changed };
  }

  history(): Promise<RevisionDoc[]> {
    return this.revisions.list(SETTINGS_REVISIONS, SITE_SETTINGS_ID);
  }

  async revision(revisionId: string): Promise<RevisionDoc> {
    const revision = await this.revisions.get(SETTINGS_REVISIONS, SITE_SETTINGS_ID, revisionId);
    if (!revision) throw notFound(MESSAGES.revisionNotFound);
    return revision;
  }

  /** Brings back a revision's settings as a new version (kept as a revision too, so it can be undone). */
  async restore(revisionId: string, context: WriteContext): Promise<SaveResult> {
    const revision = await this.revision(revisionId);
    const settings = { ...DEFAULT_SITE_SETTINGS, ...(revision.snapshot as Partial<SiteSettings>) };
    return this.save(settings, { ...context, ifMatch: undefined }, 'restore', revision.number);
  }

  /** The 412 of a save made from another copy than `current`: who saved it, when, and its ETag. */
  stale(current: SavedSettings): HttpError {
    const updatedBy = current.updatedBy ?? 'someone else';
    const updatedAt = current.updatedAt ?? this.now().toISOString();
    return new HttpError(
      412,
      current.version === 0
        ? 'Your copy is not the current site settings. Reload to see them, or overwrite them.'
        : `The site settings were changed by ${updatedBy} at ${formatNairobiTime(updatedAt)}. Reload to see their changes, or overwrite them.`,
      { current: { updatedBy, updatedAt, version: current.version, etag: this.etag(current) } },
    );
  }
}
