import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeviceSessionList,
  Envelope,
  ErrorEnvelope,
  IdParams,
  UserUpdateBody,
} from '@mwangaza/shared/schemas';
import { DoneEnvelope, done, ok } from '../../lib/envelope';
import { MESSAGES, notFound } from '../../lib/http-error';
import { guardedRoute } from '../signed-in-account';
import { auditUser, UserEnvelope } from './about-a-user';

const SESSION_NOT_FOUND = 'Session not found';

/** Signed-in devices, and an administrator's hold on other accounts' sessions; registered under /auth. */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth, sessions } = app;
  const anySession = app.authorize();
  const admin = app.authorize(['admin']);
  const tags = ['auth'];

  app.get(
    '/sessions',
    guardedRoute(anySession, {
      tags,
      summary: 'My signed-in devices',
      description:
        'One entry per sign-in that can still refresh: its browser (from the user-agent), the address it last refreshed from, when it signed in and was last refreshed; `current` marks this one.',
      response: { 200: Envelope(DeviceSessionList) },
    }),
    async (request) => {
      const { user, sessionId } = request.account!;
      return ok('Sessions retrieved successfully', { sessions: await sessions.list(user.id, sessionId) });
    },
  );

  app.delete(
    '/sessions/:id',
    guardedRoute(anySession, {
      tags,
      summary: 'Sign one of my devices out',
      params: IdParams,
      response: { 200: DoneEnvelope, 404: ErrorEnvelope },
    }),
    async (request) => {
      const { user } = request.account!;
      if (!(await sessions.revokeOwn(user.id, request.params.id))) throw notFound(SESSION_NOT_FOUND);
      await auditUser(request, 'auth.session_revoked', user.id, 'Signed a device out');
      return done('Signed out on that device');
    },
  );

  app.delete(
    '/sessions',
    guardedRoute(anySession, {
      tags,
      summary: 'Sign out all my other devices',
      response: { 200: DoneEnvelope },
    }),
    async (request) => {
      const { user, sessionId } = request.account!;
      const count = await sessions.revokeOthers(user.id, sessionId);
      const summary = `Signed out ${count} other device${count === 1 ? '' : 's'}`;
      await auditUser(request, 'auth.sessions_revoked', user.id, summary);
      return done('Signed out on all other devices');
    },
  );

  app.patch(
    '/users/:id',
    guardedRoute(
      admin,
      {
        tags,
        summary: 'Disable or re-enable an account (admin)',
        description:
          "A disabled account cannot sign in or refresh and is signed out everywhere. Not one's own account, nor the last enabled administrator (409).",
        params: IdParams,
        body: UserUpdateBody,
        response: { 200: UserEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
      { notFoundMessage: MESSAGES.userNotFound },
    ),
    async (request) => {
      const user = await auth.setDisabled(request.params.id, request.body.disabled, request.account!.user.id);
      const summary = `${request.body.disabled ? 'Disabled' : 'Re-enabled'} the account of ${user.email}`;
      await auditUser(request, request.body.disabled ? 'user.disabled' : 'user.enabled', user.id, summary);
      return ok(request.body.disabled ? 'Account disabled' : 'Account enabled', { user });
    },
  );

  app.delete(
    '/users/:id/sessions',
    guardedRoute(
      admin,
      {
        tags,
        summary: 'Sign a user out everywhere (admin)',
        params: IdParams,
        response: { 200: DoneEnvelope, 404: ErrorEnvelope },
      },
      { notFoundMessage: MESSAGES.userNotFound },
    ),
    async (request) => {
      const user = await auth.signOutEverywhere(request.params.id);
      await auditUser(request, 'user.signed_out', user.id, `Signed ${user.email} out everywhere`);
      return done('Signed out everywhere');
    },
  );
};

export default sessionRoutes;
