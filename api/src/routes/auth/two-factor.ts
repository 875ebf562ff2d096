import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  ErrorEnvelope,
  IdParams,
  LoginTwoFactorBody,
  RecoveryCodes,
  Session,
  TwoFactorConfirmBody,
  TwoFactorEnableBody,
  TwoFactorPolicy,
  TwoFactorPolicyBody,
  TwoFactorSetup,
} from '@mwangaza/shared/schemas';
import { DoneEnvelope, done, ok } from '../../lib/envelope';
import { MESSAGES } from '../../lib/http-error';
import { WrongCodeError } from '../../plugins/app/auth/login-challenges';
import { greeting } from '../../plugins/app/outbox/untrusted-text';
import { guardedRoute } from '../signed-in-account';
import { auditUser } from './about-a-user';

/** Two-factor sign-in (docs/security.md, "Two-factor sign-in"); registered under /auth. */
const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth, twoFactor, loginChallenges, twoFactorPolicy, sessions, config } = app;
  const anySession = app.authorize();
  const admin = app.authorize(['admin']);
  const tags = ['auth'];
  // Setting two-factor up stays open to an account an administrator requires it of.
  const duringSetup = { allowBeforeTwoFactorSetup: true };

  app.post(
    '/login/2fa',
    {
      preHandler: app.clientLimit({
        name: 'login-2fa',
        max: config.twoFactorMaxAttemptsPerClient,
        windowMs: config.loginFailureWindowMs,
        message: 'Too many sign-in codes tried. Please try again in {wait}.',
        onRefused: () => app.metrics.loginThrottled('two_factor_client'),
      }),
      schema: {
        tags,
        summary: 'Complete a sign-in with a two-factor code',
        description:
          'The challengeToken comes from POST /auth/login (`twoFactorRequired: true`) and lives TWO_FACTOR_CHALLENGE_TTL_MS ' +
          '(5 minutes). Send `code` (six digits, the current step or one either side) or `recoveryCode` (each works once). ' +
          'A code already accepted, or an older one, is refused. Five wrong codes end the challenge; an account takes ' +
          'TWO_FACTOR_MAX_FAILURES wrong codes and a client TWO_FACTOR_MAX_ATTEMPTS_PER_CLIENT attempts per LOGIN_FAILURE_WINDOW_MS (then 429 with Retry-After).',
        body: LoginTwoFactorBody,
        response: { 200: Envelope(Session), 400: ErrorEnvelope, 401: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const outcome = await loginChallenges.complete(request.body).catch(async (error: unknown) => {
        if (error instanceof WrongCodeError) {
          const summary = request.body.recoveryCode ? 'Wrong recovery code' : 'Wrong two-factor code';
          const actor = { id: error.user.id, email: error.user.email };
          await auditUser(request, 'auth.login_failed', error.user.id, summary, actor);
        }
        throw error;
      });
      const session = await auth.startSession(outcome.user, { ...outcome.client, ip: request.ip });
      const actor = { id: session.user.id, email: session.user.email };
      if (outcome.usedRecoveryCode) {
        const left = outcome.user.twoFactor?.recoveryCodes?.length ?? 1;
        const summary = `Used a recovery code (${left - 1} left)`;
        await auditUser(request, 'auth.2fa_recovery_used', actor.id, summary, actor);
      }
      await auditUser(request, 'auth.login', actor.id, 'Signed in with two-factor', actor);
      return ok('Login successful', session);
    },
  );

  app.post(
    '/2fa/setup',
    guardedRoute(
      anySession,
      {
        tags,
        summary: 'Start turning on two-factor sign-in',
        description:
          'A new key for the authenticator app (as text and as an otpauth:// URL for the QR code). It takes effect only once confirmed with POST /auth/2fa/enable. 409 when already on.',
        response: { 200: Envelope(TwoFactorSetup), 409: ErrorEnvelope },
      },
      duringSetup,
    ),
    async (request) =>
      ok('Scan the key with your authenticator app', await twoFactor.setup(request.account!.user.id)),
  );

  app.post(
    '/2fa/enable',
    guardedRoute(
      anySession,
      {
        tags,
        summary: 'Confirm the key with a first code: two-factor sign-in is on',
        description: 'Answers the ten recovery codes: they are shown this once (only their hashes are kept).',
        body: TwoFactorEnableBody,
        response: { 200: Envelope(RecoveryCodes), 400: ErrorEnvelope, 409: ErrorEnvelope },
      },
      duringSetup,
    ),
    async (request) => {
      const me = request.account!.user.id;
      const recoveryCodes = await twoFactor.enable(me, request.body.code);
      await auditUser(request, 'auth.2fa_enabled', me, 'Turned on two-factor sign-in');
      return ok('Two-factor sign-in is on', { recoveryCodes });
    },
  );

  app.post(
    '/2fa/disable',
    guardedRoute(anySession, {
      tags,
      summary: 'Turn off two-factor sign-in',
      description: 'Asks again: the password or a current code (400 when wrong or missing).',
      body: TwoFactorConfirmBody,
      response: { 200: DoneEnvelope, 400: ErrorEnvelope, 409: ErrorEnvelope },
    }),
    async (request) => {
      const me = request.account!.user.id;
      await twoFactor.disable(me, request.body);
      await auditUser(request, 'auth.2fa_disabled', me, 'Turned off two-factor sign-in');
      return done('Two-factor sign-in is off');
    },
  );

  app.post(
    '/2fa/recovery-codes',
    guardedRoute(anySession, {
      tags,
      summary: 'Replace the recovery codes',
      description:
        'Asks again (password or a current code). The old codes stop working; the new ones are shown this once.',
      body: TwoFactorConfirmBody,
      response: { 200: Envelope(RecoveryCodes), 400: ErrorEnvelope, 409: ErrorEnvelope },
    }),
    async (request) => {
      const me = request.account!.user.id;
      const recoveryCodes = await twoFactor.regenerateRecoveryCodes(me, request.body);
      await auditUser(request, 'auth.2fa_recovery_regenerated', me, 'Replaced the recovery codes');
      return ok('New recovery codes', { recoveryCodes });
    },
  );

  app.get(
    '/2fa/policy',
    guardedRoute(admin, {
      tags,
      summary: 'Whether editors and administrators must use two-factor sign-in (admin)',
      response: { 200: Envelope(TwoFactorPolicy) },
    }),
    async () => ok('Two-factor policy', await twoFactorPolicy.get()),
  );

  app.put(
    '/2fa/policy',
    guardedRoute(admin, {
      tags,
      summary: 'Require two-factor sign-in for editors and administrators (admin)',
      description:
        'The administrator must have it on first (409). Such accounts without it are led to set it up at their next sign-in; meanwhile every other call answers 403. With TWO_FACTOR_REQUIRED=true it stays on (409 to switch it off).',
      body: TwoFactorPolicyBody,
      response: { 200: Envelope(TwoFactorPolicy), 409: ErrorEnvelope },
    }),
    async (request, reply) => {
      const current = await twoFactorPolicy.get();
      if (current.lockedByConfig && !request.body.requiredForStaff) {
        return reply.code(409).send({
          success: false,
          message: 'Two-factor sign-in is required by the server configuration (TWO_FACTOR_REQUIRED).',
        });
      }
      const { user } = request.account!;
      // Else the administrator would lock themselves out of the console mid-session.
      if (request.body.requiredForStaff && !user.twoFactorEnabled) {
        return reply
          .code(409)
          .send({ success: false, message: 'Turn on two-factor sign-in for your own account first.' });
      }
      const policy = await twoFactorPolicy.set(request.body.requiredForStaff, {
        id: user.id,
        email: user.email,
      });
      const summary = policy.requiredForStaff
        ? 'Required two-factor sign-in for editors and administrators'
        : 'Made two-factor sign-in optional';
      await auditUser(request, 'settings.two_factor_policy', '', summary);
      return ok('Two-factor policy saved', policy);
    },
  );

  app.delete(
    '/users/:id/2fa',
    guardedRoute(
      admin,
      {
        tags,
        summary: "Reset a user's two-factor sign-in (admin)",
        description:
          'For someone who lost both their authenticator and their recovery codes: their two-factor sign-in is removed, ' +
          'they are signed out everywhere and told by e-mail. They sign in with their password and, where two-factor ' +
          "is required, set it up again. 409 for one's own account (turned off from the account page, with a code) " +
          'or an account without two-factor.',
        params: IdParams,
        response: { 200: DoneEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
      { notFoundMessage: MESSAGES.userNotFound },
    ),
    async (request) => {
      const admin = request.account!.user;
      const user = await twoFactor.reset(request.params.id, admin.id);
      await sessions.revokeAllForUser(user.id);
      await auditUser(request, 'auth.2fa_reset', user.id, `Reset the two-factor sign-in of ${user.email}`);
      await app.outbox.enqueue({
        kind: 'two-factor-reset',
        to: user.email,
        subject: 'Two-factor sign-in was turned off on your Mwangaza Analytics account',
        links: [`${config.consoleUrl}/login`],
        text:
          `${greeting('Hello', user.fullName)}\n\nAn administrator (${admin.email}) turned off two-factor sign-in on your ` +
          'Mwangaza Analytics console account and signed you out on every device. Sign in with your password:\n\n' +
          `${config.consoleUrl}/login\n\nThen turn two-factor sign-in on again from your account page (the console ` +
          'leads you there when it is required). If you did not ask for this, tell your administrator at once.\n',
        about: { type: 'user', id: user.id },
      });
      return done(
        `Two-factor sign-in is off for ${user.email}, who is signed out everywhere and has been told by e-mail.`,
      );
    },
  );
};

export default twoFactorRoutes;
