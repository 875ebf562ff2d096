import { http } from 'msw';
import {
  DEFAULT_SITE_SETTINGS,
  SETTINGS_IF_MATCH_REQUIRED_MESSAGE,
  SITE_SETTINGS_ID,
  localizeSettings,
  SiteSettingsBody,
  type SiteSettingsBody as Body,
  type SiteSettings as Settings,
} from '../../schemas';
import { isLocale, type Locale } from '../../i18n';
import { site } from '../../site';
import { db, type MockUser } from '../db';
import { baselineRevision, pushRevision } from './content-store';
import { ADMINS, API, authorize, fail, now, ok, parseBody } from './respond';

const HISTORY = `settings/${SITE_SETTINGS_ID}`;
const REVISIONS = `${API}/settings/:id/revisions`;

function current(locale: Locale = 'en') {
  const saved = db.siteSettings;
  const settings = saved?.settings ?? DEFAULT_SITE_SETTINGS;
  return {
    settings: locale === 'en' ? settings : localizeSettings(settings, db.siteSettingsTranslations[locale]),
    enquiryRetentionMonths: site.enquiryRetentionMonths,
    version: saved?.version ?? 0,
    updatedAt: saved?.updatedAt ?? null,
  };
}
const record = () => ({
  ...current(),
  updatedBy: db.siteSettings?.updatedBy ?? null,
  translations: db.siteSettingsTranslations,
});
/** The settings' ETag as the API makes it: strong, new with every save (the version and a digest of it). */
const etag = () => `"${current().version}.mock${current().version}"`;
const withEtag = (response: Response) => {
  response.headers.set('ETag', etag());
  return response;
};

function history() {
  if (!db.revisions.has(HISTORY)) db.revisions.set(HISTORY, []);
  return db.revisions.get(HISTORY)!;
}

/** A save as the API makes it: a new version, a revision (the defaults as its baseline). */
function save(settings: Settings, user: MockUser, restoredFrom?: number) {
  const revisions = history();
  if (revisions.length === 0) revisions.push(baselineRevision(current().settings));
  db.siteSettings = {
    settings,
    version: current().version + 1,
    updatedAt: now(),
    updatedBy: user.fullName,
  };
  pushRevision(revisions, settings, user, restoredFrom === undefined ? 'update' : 'restore', restoredFrom);
}

const summary = ({ snapshot: _snapshot, ...rest }: ReturnType<typeof history>[number]) => rest;

/**
 * GET and PUT /settings (If-Match required: 428 without, 412 unless it is the current ETag or *), GET
 * /settings/admin and the settings' revision routes.
 */
export const settingsHandlers = [
  // In a language with ?locale= (400 for one the site does not have), as the API.
  http.get(`${API}/settings`, ({ request }) => {
    const locale = new URL(request.url).searchParams.get('locale') ?? 'en';
    if (!isLocale(locale)) return fail(400, 'locale must be one of en, sw, fr');
    return withEtag(ok('Site settings retrieved successfully', current(locale)));
  }),
  http.get(`${API}/settings/admin`, ({ request }) => {
    const guard = authorize(request, ADMINS);
    return guard.response ?? withEtag(ok('Site settings retrieved successfully', record()));
  }),
  http.put(`${API}/settings`, async ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const parsed = await parseBody<Body>(request, SiteSettingsBody);
    if (parsed.response) return parsed.response;
    const ifMatch = request.headers.get('If-Match');
    if (ifMatch === null) return fail(428, SETTINGS_IF_MATCH_REQUIRED_MESSAGE);
    const { version, updatedAt } = current();
    if (ifMatch.trim() !== '*' && ifMatch.trim() !== etag()) {
      const updatedBy = db.siteSettings?.updatedBy ?? 'someone else';
      return Response.json(
        {
          success: false,
          message: `The site settings were changed by ${updatedBy}. Reload to see their changes, or overwrite them.`,
          data: { current: { updatedBy, updatedAt: updatedAt ?? now(), version, etag: etag() } },
        },
        { status: 412 },
      );
    }
    const { translations, ...settings } = parsed.body;
    // As the API: saving what is already there (a double click) writes nothing, no new version.
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    if (
      same(settings, current().settings) &&
      (translations === undefined || same(translations, db.siteSettingsTranslations))
    )
      return withEtag(ok('Site settings saved', current()));
    // Left out, the saved translations stay.
    if (translations) db.siteSettingsTranslations = translations;
    save(settings, guard.user);
    return withEtag(ok('Site settings saved', current()));
  }),
  http.get(REVISIONS, ({ request, params }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    if (params.id !== SITE_SETTINGS_ID) return fail(404, 'Site settings not found');
    return ok('Revisions retrieved successfully', { revisions: [...history()].reverse().map(summary) });
  }),
  http.get(`${REVISIONS}/:revisionId`, ({ request, params }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const revision = history().find((one) => one.id === params.revisionId);
    return revision ? ok('Revision retrieved successfully', { revision }) : fail(404, 'Revision not found');
  }),
  http.post(`${REVISIONS}/:revisionId/restore`, ({ request, params }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const revision = history().find((one) => one.id === params.revisionId);
    if (!revision) return fail(404, 'Revision not found');
    save(
      { ...DEFAULT_SITE_SETTINGS, ...(revision.snapshot as Partial<Settings>) },
      guard.user,
      revision.number,
    );
    return ok('Revision restored', { settings: record(), revision: summary(history().at(-1)!) });
  }),
];
