import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  EditConflict,
  Envelope,
  SITE_SETTINGS_ID,
  SiteSettings,
  SiteSettingsAnswer,
  SiteSettingsRecord,
  type AuditAction,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { PUBLIC_READ_OPTIONS } from '../../plugins/app/http/public-cache';
import contentRevisionRoutes from '../content/revision-routes';
import { ifMatchVersion } from '../content/route-context';
import { guardedRoute, writeContext } from '../signed-in-account';

const ADMINS = ['admin'] as const;
const tags = ['settings'];
const Conflict = Type.Object({ success: Type.Literal(false), message: Type.String(), data: EditConflict });
const RecordEnvelope = Envelope(Type.Object({ settings: SiteSettingsRecord }));

/**
 * The site settings: contact details, business hours, social links, the home page's and footer's texts.
 * Everyone reads them (cached like public content); administrators change them, with If-Match, revisions
 * (`/settings/site/revisions`, the content's routes) and audit entries.
 */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admins = app.authorize(ADMINS);
  const { enquiryRetentionMonths } = app.config;
  const service = app.siteSettings;
  const record = async () => ({ ...(await service.read()), enquiryRetentionMonths });
  const etag = (version: number) => `"${version}"`;
  const audit = (request: FastifyRequest, action: AuditAction, summary: string) =>
    app.audit.record(request, { action, entityType: 'site-settings', entityId: SITE_SETTINGS_ID, summary });

  app.get(
    '/',
    {
      ...PUBLIC_READ_OPTIONS,
      schema: {
        tags,
        summary: 'The site settings (the defaults until an administrator saves)',
        description:
          'Cached like public content (ETag, 304 on If-None-Match); a save moves the content version. `enquiryRetentionMonths` is the API’s ENQUIRY_RETENTION_MONTHS.',
        response: { 200: Envelope(SiteSettingsAnswer) },
      },
    },
    (request, reply) =>
      app.publicCache.send(request, reply, async () => {
        const { updatedBy: _hidden, ...answer } = await record();
        return ok('Site settings retrieved successfully', answer);
      }),
  );

  app.get(
    '/admin',
    guardedRoute(admins, {
      tags,
      summary: 'The site settings with who saved last (administrators; ETag is the version)',
      response: { 200: RecordEnvelope },
    }),
    async (_request, reply) => {
      const settings = await record();
      reply.header('etag', etag(settings.version));
      return ok('Site settings retrieved successfully', { settings });
    },
  );

  app.put(
    '/',
    guardedRoute(admins, {
      tags,
      summary:
        'Replace the site settings (administrators); with If-Match, refused (412) if someone saved since',
      description:
        'Send the version you edited as If-Match ("3"; "0" while the defaults stand). Every field is checked against the settings schema (400 names the first wrong one).',
      body: SiteSettings,
      response: { 200: RecordEnvelope, 412: Conflict },
    }),
    async (request, reply) => {
      const { saved, changed } = await service.save(
        request.body,
        writeContext(request, ifMatchVersion(request)),
      );
      if (changed.length)
        await audit(request, 'settings.updated', `Edited the site settings (${changed.join(', ')})`);
      reply.header('etag', etag(saved.version));
      return ok('Site settings saved', { settings: { ...saved, enquiryRetentionMonths } });
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
