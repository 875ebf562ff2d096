import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorEnvelope,
  IdParams,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
} from '@mwangaza/shared/schemas';
import { DoneEnvelope, done } from '../../lib/envelope';
import { MESSAGES, notFound } from '../../lib/http-error';
import { RESET_REQUESTED_MESSAGE } from '../../plugins/app/auth/password-reset-service';
import { guardedRoute } from '../signed-in-account';
import { auditUser } from './about-a-user';

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
        response: { 202: DoneEnvelope, 429: ErrorEnvelope },
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
        response: { 200: DoneEnvelope, 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const user = await passwordResets.confirm(request.body.token, request.body.password);
      const summary = 'Set a new password from a reset link (signed out everywhere)';
      const actor = { id: user.id, email: user.email };
      await auditUser(request, 'auth.password_reset', user.id, summary, actor);
      return done('Your password has been changed. Please sign in with it.');
    },
  );

  app.post(
    '/users/:id/password-reset',
    guardedRoute(
      app.authorize(['admin']),
      {
        tags,
        summary: 'E-mail a user a password-reset link (admin)',
        params: IdParams,
        response: { 202: DoneEnvelope, 404: ErrorEnvelope },
      },
      { notFoundMessage: MESSAGES.userNotFound },
    ),
    async (request, reply) => {
      const user = await app.auth.findUser(request.params.id);
      if (!user) throw notFound(MESSAGES.userNotFound);
      await passwordResets.issue(user);
      const summary = `Sent a password-reset link to ${user.email}`;
      await auditUser(request, 'auth.password_reset_sent', user.id, summary);
      return reply.code(202).send(done(`A password-reset link has been sent to ${user.email}.`));
    },
  );
};

export default passwordResetRoutes;
