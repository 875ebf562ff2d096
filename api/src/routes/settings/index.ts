import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  EditConflict,
  Envelope,
  ErrorEnvelope,
  SETTINGS_IF_MATCH_REQUIRED_MESSAGE,
  SITE_SETTINGS_ID,
  LocaleQuery,
  SiteSettingsBody,
  SiteSettingsAnswer,
  SiteSettingsRecord,
  type AuditAction,
} from '@mwangaza/shared/schemas';
import type { Locale } from '@mwangaza/shared/i18n';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { HttpError, notFound } from '../../lib/http-error';
import { ifMatchAccepts } from '../../lib/if-match';
import { PUBLIC_READ_OPTIONS } from '../../plugins/app/http/public-cache';
import { settingsEtag } from '../../plugins/app/settings/site-settings-service';
import contentRevisionRoutes from '../content/revision-routes';
import { guardedRoute, writeContext } from '../signed-in-account';

const ADMINS = ['admin'] as const;
const tags = ['settings'];
const Conflict = Type.Object({ success: Type.Literal(false), message: Type.String(), data: EditConflict });

/**
 * The site settings: contact details, business hours, social links, the home page's and footer's texts.
 * Everyone reads them (cached like public content); administrators change them, with If-Match (required,
 * compared strongly with the ETag GET /settings answers), revisions (`/settings/site/revisions`, the
 * content's routes) and audit entries. GET and PUT answer one shape, SiteSettingsAnswer.
 */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admins = app.authorize(ADMINS);
  const { enquiryRetentionMonths } = app.config;
  const service = app.siteSettings;
  const audit = (request: FastifyRequest, action: AuditAction, summary: string) =>
    app.audit.record(request, { action, entityType: 'site-settings', entityId: SITE_SETTINGS_ID, summary });

  app.get(
    '/',
    {
      ...PUBLIC_READ_OPTIONS,
      schema: {
        tags,
        summary: 'The site settings (the defaults until an administrator saves), in a language',
        querystring: LocaleQuery,
        description:
          '`?locale=sw` (or `fr`; `en` by default): the visitor-facing texts in that language (a text not ' +
          'translated stays in English). ' +
          'Cached like public content (304 on If-None-Match); a save moves the content version. The ETag is strong ' +
          '(`"<version>.<digest>"`, changing with every byte of the answer): send it back as If-Match to save. ' +
          '`enquiryRetentionMonths` is the API’s ENQUIRY_RETENTION_MONTHS.',
        response: { 200: Envelope(SiteSettingsAnswer) },
      },
    },
    (request, reply) =>
      app.publicCache.send(
        request,
        reply,
        async () =>
          ok(
            'Site settings retrieved successfully',
            service.answer(await service.read(), (request.query as { locale?: Locale }).locale),
          ),
        (envelope) => settingsEtag(envelope.data),
      ),
  );

  app.get(
    '/admin',
    guardedRoute(admins, {
      tags,
      summary: 'The site settings with who saved last (administrators)',
      description:
        "GET /settings' answer with `updatedBy`, and its ETag (the same settings, the same tag): send it as If-Match to save.",
      response: { 200: Envelope(SiteSettingsRecord) },
    }),
    async (_request, reply) => {
      const saved = await service.read();
      reply.header('etag', service.etag(saved));
      return ok('Site settings retrieved successfully', {
        ...service.answer(saved),
        updatedBy: saved.updatedBy,
        translations: saved.translations as never,
      });
    },
  );

  app.put(
    '/',
    guardedRoute(admins, {
      tags,
      summary: 'Replace the site settings (administrators; If-Match required)',
      description:
        'If-Match is required (428 without it): the ETag of GET /settings (or /settings/admin) for the copy you ' +
        'edited, compared strongly (a weak `W/` tag never matches), so a save made since is not overwritten (412, ' +
        'with who saved it and the current ETag); `*` overwrites whatever is saved. Every field is checked against ' +
        'the settings schema (400 names the first wrong one); `translations` (optional: left out, the saved ones ' +
        'stay) holds the texts in Kiswahili and French. Answers what GET /settings then answers, with its ETag.',
      body: SiteSettingsBody,
      response: { 200: Envelope(SiteSettingsAnswer), 412: Conflict, 428: ErrorEnvelope },
    }),
    async (request, reply) => {
      const ifMatch = request.headers['if-match'];
      if (ifMatch === undefined) throw new HttpError(428, SETTINGS_IF_MATCH_REQUIRED_MESSAGE);
      const current = await service.read();
      if (!ifMatchAccepts(ifMatch, service.etag(current))) throw service.stale(current);
      // The version read is the condition of the write itself: a save in between is refused there (412).
      const { translations, ...settings } = request.body;
      const { saved, changed } = await service.save(
        settings,
        writeContext(request, current.version),
        'update',
        undefined,
        translations,
      );
      if (changed.length)
        await audit(request, 'settings.updated', `Edited the site settings (${changed.join(', ')})`);
      reply.header('etag', service.etag(saved));
      return ok('Site settings saved', service.answer(saved));
    },
  );

  // The content's revision routes, under /settings/site: the singleton's id is its only id.
  const only = (id: string) => {
    if (id !== SITE_SETTINGS_ID) throw notFound('Site settings not found');
  };
  await app.register(contentRevisionRoutes, {
    repository: {
      history: async (id) => (only(id), service.history()),
      revision: async (id, revisionId) => (only(id), service.revision(revisionId)),
      restore: async (id, revisionId, context) => {
        only(id);
        const { saved } = await service.restore(revisionId, context);
        return { id, ...saved, enquiryRetentionMonths };
      },
    },
    entityKey: 'settings',
    entitySchema: SiteSettingsRecord,
    tags,
    readers: ADMINS,
    restorers: ADMINS,
    notFoundMessage: 'Site settings not found',
    onRestored: (request) =>
      audit(request, 'settings.restored', 'Restored an earlier revision of the site settings'),
  });
};

export default settingsRoutes;
