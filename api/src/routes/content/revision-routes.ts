import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  CONTENT_WRITER_ROLES,
  Envelope,
  IdParams,
  Revision,
  RevisionList,
  RevisionParams,
  RevisionSummary,
  type Role,
} from '@mwangaza/shared/schemas';
import { Type, type TSchema } from 'typebox';
import { ok } from '../../lib/envelope';
import { MESSAGES } from '../../lib/http-error';
import { toRevision, toRevisionSummary } from '../../models/revision.model';
import type { RevisionDoc } from '../../models/revision.model';
import type { WriteContext } from '../../plugins/app/content/content-types';
import { guardedRoute, writeContext } from '../signed-in-account';

/** What keeps a history: any collection's repository (only its revision calls are used), the site settings. */
export interface RevisionSource {
  history(id: string): Promise<RevisionDoc[]>;
  revision(id: string, revisionId: string): Promise<RevisionDoc>;
  restore(id: string, revisionId: string, context: WriteContext): Promise<{ id: string; title?: string }>;
}

export interface RevisionRoutesOptions {
  repository: RevisionSource;
  /** The envelope key and schema of the entity a restore answers with ('caseStudy'). */
  entityKey: string;
  entitySchema: TSchema;
  tags: string[];
  notFoundMessage: string;
  /** Who reads the history and who restores (default: editors and admins; a history shows unpublished content). */
  readers?: readonly Role[];
  restorers?: readonly Role[];
  /** Called after a restore (the audit log records it). */
  onRestored?: (request: FastifyRequest, item: { id: string; title?: string }) => Promise<unknown>;
}

/**
 * GET /:id/revisions, GET /:id/revisions/:revisionId and POST /:id/revisions/:revisionId/restore for one
 * content collection: the same routes under every collection's path (and the site settings', `/settings/site`).
 */
const contentRevisionRoutes: FastifyPluginAsyncTypebox<RevisionRoutesOptions> = async (app, options) => {
  const { repository, entityKey, tags } = options;
  const readers = options.readers
    ? app.authorize(options.readers)
    : app.authorize(CONTENT_WRITER_ROLES, MESSAGES.unpublishedForStaff);
  const writers = app.authorize(options.restorers ?? CONTENT_WRITER_ROLES);
  const config = { notFoundMessage: options.notFoundMessage };
  const RestoredEnvelope = Envelope(
    Type.Object({ [entityKey]: options.entitySchema, revision: RevisionSummary }),
  );

  app.get(
    '/:id/revisions',
    guardedRoute(
      readers,
      {
        tags,
        summary: 'Revision history, newest first',
        params: IdParams,
        response: { 200: Envelope(RevisionList) },
      },
      config,
    ),
    async (request) => {
      const revisions = await repository.history(request.params.id);
      return ok('Revisions retrieved successfully', { revisions: revisions.map(toRevisionSummary) });
    },
  );

  app.get(
    '/:id/revisions/:revisionId',
    guardedRoute(
      readers,
      {
        tags,
        summary: 'One revision with its saved fields',
        params: RevisionParams,
        response: { 200: Envelope(Type.Object({ revision: Revision })) },
      },
      config,
    ),
    async (request) => {
      const revision = await repository.revision(request.params.id, request.params.revisionId);
      return ok('Revision retrieved successfully', { revision: toRevision(revision) });
    },
  );

  app.post(
    '/:id/revisions/:revisionId/restore',
    guardedRoute(
      writers,
      {
        tags,
        summary: 'Bring back a revision (kept as a new revision)',
        params: RevisionParams,
        response: { 200: RestoredEnvelope },
      },
      config,
    ),
    async (request) => {
      const { id, revisionId } = request.params;
      const entity = await repository.restore(id, revisionId, writeContext(request));
      await options.onRestored?.(request, entity);
      const [latest] = await repository.history(id);
      return ok('Revision restored', {
        [entityKey]: entity,
        revision: latest ? toRevisionSummary(latest) : undefined,
      });
    },
  );
};

export default contentRevisionRoutes;
