import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorEnvelope,
  IdParams,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done } from '../../lib/envelope';
import { MESSAGES, notFound } from '../../lib/http-error';
import { RESET_REQUESTED_MESSAGE } from '../../plugins/app/auth/password-reset-service';
import { bearer } from '../signed-in-account';

const Done = Type.Object({ success: Type.Literal(true), message: Type.String() });

/** Password reset by e-mail (docs/security.md, "Forgot password"); registered under /auth. */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { passwordResets, config } = app;
  const tags = ['auth'];
  const perClient = (name: string) =>
    app.clientLimit({
      name,
      max: config.passwordResetMaxPerClient,
      windowMs: config.passwordResetWindowMs,
      message: 'Too many password reset attempts. Please try again in {wait}.',
    });

  app.post(
    '/password-reset',
    {
      preHandler: perClient('reset-request'),
      schema: {
        tags,
        summary: 'E-mail a password-reset link',
        description:
          'Always 202 with the same body, answered before the account is looked up, so it tells nothing about ' +
          'which addresses have accounts. The link is valid PASSWORD_RESET_TTL_MS (30 minutes) and works once. ' +
          'Limited per client and per address (429 with Retry-After).',
        body: PasswordResetRequestBody,
        response: { 202: Done, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      await passwordResets.request(request.body.email);
      return reply.code(202).send(done(RESET_REQUESTED_MESSAGE));
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      preHandler: perClient('reset-confirm'),
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        description:
          'Same password rules as registration. Spends the link and signs the account out everywhere.',
        body: PasswordResetConfirmBody,
        response: { 200: Done, 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const user = await passwordResets.confirm(request.body.token, request.body.password);
      await app.audit.record(request, {
        action: 'auth.password_reset',
        entityType: 'user',
        entityId: user.id,
        summary: 'Set a new password from a reset link (signed out everywhere)',
        actor: { id: user.id, email: user.email },
      });
      return done('Your password has been changed. Please sign in with it.');
    },
  );

  app.post(
    '/users/:id/password-reset',
    {
      onRequest: app.authorize(['admin']),
      config: { notFoundMessage: MESSAGES.userNotFound },
      schema: {
        tags,
        summary: 'E-mail a user a password-reset link (admin)',
        security: bearer,
        params: IdParams,
        response: { 202: Done, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const user = await app.auth.findUser(request.params.id);
      if (!user) throw notFound(MESSAGES.userNotFound);
      await passwordResets.issue(user);
      await app.audit.record(request, {
        action: 'auth.password_reset_sent',
        entityType: 'user',
        entityId: user.id,
        summary: `Sent a password-reset link to ${user.email}`,
      });
      return reply.code(202).send(done(`A password-reset link has been sent to ${user.email}.`));
    },
  );
};

export default passwordResetRoutes;
