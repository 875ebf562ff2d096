import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchema } from 'fastify';
import {
  AcceptInvitationBody,
  Envelope,
  ErrorEnvelope,
  IdParams,
  Invitation,
  InvitationBody,
  InvitationList,
  Session,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { MESSAGES } from '../../lib/http-error';
import { guardedRoute } from '../signed-in-account';
import { clientInfo } from './client-info';
import { auditUser } from './about-a-user';

const InvitationEnvelope = Envelope(Type.Object({ invitation: Invitation }));

/** Invitations (docs/security.md, "Inviting staff"); registered under /auth. */
const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { invitations, config } = app;
  const admin = app.authorize(['admin']);
  const tags = ['auth'];
  const adminRoute = <S extends FastifySchema>(schema: S) =>
    guardedRoute(admin, schema, { notFoundMessage: MESSAGES.invitationNotFound });

  app.post(
    '/invitations',
    adminRoute({
      tags,
      summary: 'Invite a person by e-mail with a role (admin)',
      description: `The e-mailed link is valid INVITATION_TTL_MS (7 days) and works once. 409 if the address has an account.`,
      body: InvitationBody,
      response: { 201: InvitationEnvelope, 409: ErrorEnvelope },
    }),
    async (request, reply) => {
      const invitation = await invitations.create(request.body, request.account!.user);
      await auditUser(request, 'user.invited', '', `Invited ${invitation.email} as ${invitation.role}`);
      return reply.code(201).send(ok('Invitation sent', { invitation }));
    },
  );

  app.get(
    '/invitations',
    adminRoute({
      tags,
      summary: 'Open invitations (admin)',
      response: { 200: Envelope(InvitationList) },
    }),
    async () => ok('Invitations retrieved successfully', { invitations: await invitations.list() }),
  );

  app.delete(
    '/invitations/:id',
    adminRoute({
      tags,
      summary: 'Revoke an invitation (admin)',
      params: IdParams,
      response: { 200: InvitationEnvelope, 404: ErrorEnvelope },
    }),
    async (request) => {
      const invitation = await invitations.revoke(request.params.id);
      const summary = `Revoked the invitation of ${invitation.email}`;
      await auditUser(request, 'user.invitation_revoked', '', summary);
      return ok('Invitation revoked', { invitation });
    },
  );

  app.post(
    '/invitations/:id/resend',
    adminRoute({
      tags,
      summary: 'E-mail an invitation again with a new link (admin)',
      description: 'The previous link stops working; the new one is valid for another full period.',
      params: IdParams,
      response: { 200: InvitationEnvelope, 404: ErrorEnvelope },
    }),
    async (request) => {
      const invitation = await invitations.resend(request.params.id);
      await auditUser(request, 'user.invited', '', `Sent the invitation of ${invitation.email} again`);
      return ok('Invitation sent again', { invitation });
    },
  );

  app.post(
    '/invitations/accept',
    {
      preHandler: app.clientLimit({
        name: 'invitation-accept',
        max: config.passwordResetMaxPerClient,
        windowMs: config.passwordResetWindowMs,
        message: 'Too many attempts. Please try again in {wait}.',
      }),
      schema: {
        tags,
        summary: 'Accept an invitation: name and password; signs the new account in',
        description:
          'Same password rules as registration; works whatever REGISTRATION says. 400 for a spent or expired link.',
        body: AcceptInvitationBody,
        response: { 201: Envelope(Session), 400: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const session = await invitations.accept(request.body, clientInfo(request));
      const summary = `Accepted an invitation as ${session.user.role}`;
      const actor = { id: session.user.id, email: session.user.email };
      await auditUser(request, 'auth.registered', session.user.id, summary, actor);
      return reply.code(201).send(ok('Welcome! Your account is ready.', session));
    },
  );
};

export default invitationRoutes;
