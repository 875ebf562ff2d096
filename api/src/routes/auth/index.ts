import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorEnvelope,
  IdParams,
  LoginBody,
  LogoutBody,
  RefreshBody,
  RegisterBody,
  RoleBody,
  Session,
  TokenPair,
  TwoFactorChallenge,
  UserList,
  UserListQuery,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done, ok } from '../../lib/envelope';
import { HttpError, MESSAGES } from '../../lib/http-error';
import { bearer, guardedRoute } from '../signed-in-account';
import { clientInfo } from './client-info';
import { auditFailedLogin } from './failed-login-audit';
import invitationRoutes from './invitations';
import passwordResetRoutes from './password-reset';
import sessionRoutes from './sessions';
import twoFactorRoutes from './two-factor';
import { auditUser, UserEnvelope } from './about-a-user';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  const anySession = app.authorize();
  const admin = app.authorize(['admin']);
  const tags = ['auth'];

  await app.register(passwordResetRoutes);
  await app.register(invitationRoutes);
  await app.register(twoFactorRoutes);
  await app.register(sessionRoutes);

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in',
        description:
          'Failed sign-ins are limited per (account, client) and per client, and an account under attack gets a ' +
          'growing delay for clients with recent failures (docs/security.md, "Sign-in limits"); over a limit: 429 with the wait (Retry-After, seconds). ' +
          'For an account with two-factor sign-in the answer holds no tokens but `twoFactorRequired: true` and a ' +
          'short-lived `challengeToken` for POST /auth/login/2fa.',
        body: LoginBody,
        response: {
          200: Envelope(Type.Union([Session, TwoFactorChallenge])),
          401: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const answer = await auth
        .login(request.body.email, request.body.password, clientInfo(request))
        .catch(async (error: unknown) => {
          await auditFailedLogin(app, request, error);
          throw error;
        });
      if ('twoFactorRequired' in answer) return ok('Enter the code from your authenticator app', answer);
      const session = answer;
      await auditUser(request, 'auth.login', session.user.id, 'Signed in', session.user);
      return ok('Login successful', session);
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account',
        description:
          'With REGISTRATION=invite: 403 (accounts come from invitations). A new account is a `user`. Common passwords are refused (400). Where ALLOW_FIRST_ADMIN_REGISTRATION is on, ' +
          'the first account on a database without an enabled administrator becomes `admin` (exactly one).',
        body: RegisterBody,
        response: { 201: UserEnvelope, 400: ErrorEnvelope, 403: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      await auditUser(request, 'auth.registered', user.id, `Registered as ${user.role}`, user);
      return reply.code(201).send(ok('Registration successful', { user }));
    },
  );

  app.get(
    '/me',
    guardedRoute(
      anySession,
      {
        tags,
        summary: 'The signed-in user',
        description:
          '`twoFactorSetupRequired`: an administrator requires two-factor sign-in of this account and it must be set up first.',
        response: { 200: UserEnvelope },
      },
      { allowBeforeTwoFactorSetup: true },
    ),
    async (request) => ok('User retrieved successfully', { user: request.account!.user }),
  );

  app.post(
    '/logout',
    {
      // No body at all is fine here (the access token alone identifies the session).
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { tags, summary: 'End the session', security: bearer, body: LogoutBody },
    },
    async (request) => {
      // A valid access token ends its session; a refresh token alone is also enough, so an expired access
      // token never leaves a usable refresh token behind.
      let session: { userId: string; familyId: string } | undefined;
      if (request.headers.authorization) {
        const account = await app.authenticate(request).catch(() => undefined);
        if (account) session = { userId: account.user.id, familyId: account.sessionId };
      }
      const refreshToken = request.body?.refreshToken || undefined;
      if (!session && !refreshToken) throw new HttpError(401, MESSAGES.authRequired);
      await auth.logout(session, refreshToken);
      return done('Logged out successfully');
    },
  );

  app.post(
    '/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate the refresh token',
        description:
          'Each refresh token works once. Presented again within REFRESH_GRACE_SECONDS (two tabs at once) it returns ' +
          'the same new pair; later, the whole session is revoked (401).',
        body: RefreshBody,
        response: { 200: Envelope(TokenPair), 401: ErrorEnvelope },
      },
    },
    async (request) =>
      ok('Token refreshed successfully', await auth.refresh(request.body.refreshToken, clientInfo(request))),
  );

  app.get(
    '/users',
    guardedRoute(admin, {
      tags,
      summary: 'List users (admin)',
      querystring: UserListQuery,
      response: { 200: Envelope(UserList) },
    }),
    async (request) => ok('Users retrieved successfully', await auth.listUsers(request.query)),
  );

  app.patch(
    '/users/:id/role',
    guardedRoute(
      admin,
      {
        tags,
        summary: "Change a user's role (admin)",
        params: IdParams,
        body: RoleBody,
        response: { 200: UserEnvelope },
      },
      { notFoundMessage: MESSAGES.userNotFound },
    ),
    async (request) => {
      const user = await auth.setRole(request.params.id, request.body.role);
      await auditUser(request, 'user.role_changed', user.id, `Set the role of ${user.email} to ${user.role}`);
      return ok('User role updated successfully', { user });
    },
  );
};

export default authRoutes;
