import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, User } from '@mwangaza/shared/schemas';
import { HttpError, MESSAGES } from '../../../lib/http-error';
import { PasswordHasher } from '../../../lib/password';
import { ensureTtlIndex } from '../../../lib/ttl-index';
import { SecretBox } from '../../../lib/secret-box';
import type { AccessClaims } from '../../external/jwt';
import type { EnqueueInput } from '../outbox/outbox-service';
import { AuthService } from './auth-service';
import { InvitationService, type InvitationMail } from './invitation-service';
import { LoginLimiter } from './login-limiter';
import { PasswordResetService, type ResetMail } from './password-reset-service';
import { LoginChallenges } from './login-challenges';
import { SessionService } from './session-service';
import { TwoFactorPolicyStore } from './two-factor-policy';
import { TwoFactorService } from './two-factor-service';

export const SETUP_REQUIRED_MESSAGE =
  'An administrator requires two-factor sign-in for your account. Set it up to continue.';
/** Refresh tokens are deleted a day after they expire (kept that long, a stale one still reads as expired). */
const SESSION_EXPIRY_MARGIN_SECONDS = 86_400;

export interface Account {
  user: User;
  sessionId: string;
}

type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    sessions: SessionService;
    passwordHasher: PasswordHasher;
    passwordResets: PasswordResetService;
    invitations: InvitationService;
    twoFactor: TwoFactorService;
    loginChallenges: LoginChallenges;
    twoFactorPolicy: TwoFactorPolicyStore;
    /**
     * onRequest guard: a valid access token of a live session; with roles, the user's current role too (403
     * with `forbiddenMessage` when it is not among them, else a general one).
     */
    authorize(roles?: readonly Role[], forbiddenMessage?: string): Guard;
    /** The signed-in account of a request, or 401. */
    authenticate(request: FastifyRequest): Promise<Account>;
  }
  interface FastifyRequest {
    account?: Account;
  }
  interface FastifyContextConfig {
    /** The route stays open to an account that must set two-factor sign-in up first (/me, /2fa/*). */
    allowBeforeTwoFactorSetup?: boolean;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    // Before any session is written: older databases hold a plain index of this name (ttl-index.ts).
    await ensureTtlIndex(app.db.models.Session, 'expiresAt', SESSION_EXPIRY_MARGIN_SECONDS);
    const hasher = new PasswordHasher(config.passwordHashCost);
    const sessions = new SessionService(
      app.db.models.Session,
      config.refreshTokenTtlSeconds,
      config.refreshGraceSeconds,
      app.clock,
    );
    const limiter = new LoginLimiter(
      app.counters,
      {
        maxPerAccountClient: config.loginMaxFailuresPerAccountClient,
        maxPerClient: config.loginMaxFailuresPerClient,
        windowMs: config.loginFailureWindowMs,
        backoffAfter: config.loginAccountBackoffAfter,
        accountWindowMs: config.loginAccountWindowMs,
        backoffMaxMs: config.loginAccountBackoffMaxMs,
      },
      app.clock,
      (limit) => app.metrics.loginThrottled(limit),
    );
    const authenticatorKeys = new SecretBox(
      config.twoFactorKey,
      config.twoFactorPreviousKeys,
      'authenticator keys',
    );
    const twoFactor = new TwoFactorService(app.db.models.User, hasher, app.clock, authenticatorKeys);
    const sealedNow = await twoFactor.sealStoredKeys(app.log);
    if (sealedNow > 0)
      app.log.info({ sealed: sealedNow }, 'authenticator keys sealed with the current TWO_FACTOR_KEY');
    const twoFactorPolicy = new TwoFactorPolicyStore(
      app.db.models.Setting,
      config.twoFactorRequired,
      app.clock,
    );
    const loginChallenges = new LoginChallenges(
      app.db.models.TwoFactorChallenge,
      app.db.models.User,
      twoFactor,
      app.counters,
      {
        ttlMs: config.twoFactorChallengeTtlMs,
        maxPerChallenge: 5,
        maxPerAccount: config.twoFactorMaxFailures,
        windowMs: config.loginFailureWindowMs,
      },
      app.clock,
      () => app.metrics.loginThrottled('two_factor_account'),
    );
    app.decorate('twoFactor', twoFactor);
    app.decorate('twoFactorPolicy', twoFactorPolicy);
    app.decorate('loginChallenges', loginChallenges);
    const auth = new AuthService(
      app,
      app.db.models.User,
      sessions,
      hasher,
      limiter,
      loginChallenges,
      twoFactorPolicy,
    );
    app.decorate('auth', auth);
    app.decorate('sessions', sessions);
    app.decorate('passwordHasher', hasher);
    // A reset or invitation e-mail goes through the outbox, so its link is never lost while SMTP is down.
    const linkMail =
      <M extends ResetMail | InvitationMail>(
        kind: EnqueueInput['kind'],
        about: (mail: M) => EnqueueInput['about'],
      ) =>
      (mail: M) =>
        app.outbox.enqueue({
          kind,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          links: mail.links,
          about: about(mail),
        });
    const passwordResets = new PasswordResetService(
      app.db.models.PasswordReset,
      app.db.models.User,
      sessions,
      hasher,
      app.counters,
      linkMail('password-reset', (mail: ResetMail) => ({ type: 'user', id: mail.userId })),
      {
        ttlMs: config.passwordResetTtlMs,
        maxPerAddress: config.passwordResetMaxPerAddress,
        windowMs: config.passwordResetWindowMs,
        consoleUrl: config.consoleUrl,
      },
      app.clock,
      app.log,
    );
    app.decorate('passwordResets', passwordResets);
    const invitations = new InvitationService(
      app.db.models.Invitation,
      app.db.models.User,
      auth,
      hasher,
      linkMail('invitation', (mail: InvitationMail) => ({ type: 'invitation', id: mail.invitationId })),
      { ttlMs: config.invitationTtlMs, consoleUrl: config.consoleUrl },
      app.clock,
    );
    app.decorate('invitations', invitations);
    app.addHook('onClose', () => passwordResets.settle());
    app.decorateRequest('account', undefined);

    async function authenticate(request: FastifyRequest): Promise<Account> {
      if (request.account) return request.account;
      let claims: AccessClaims;
      try {
        claims = await request.jwtVerify<AccessClaims>();
      } catch {
        throw new HttpError(401, MESSAGES.authRequired);
      }
      // The user is loaded per request so a role change, logout or disabling takes effect at once; the
      // session must be this user's (a token pairing one user's sub with another's sid is refused).
      const [user, active] = await Promise.all([
        auth.findUser(claims.sub),
        sessions.isActive(claims.sid, claims.sub),
      ]);
      if (!user || !active) throw new HttpError(401, MESSAGES.authRequired);
      request.account = { user: await auth.currentUser(user), sessionId: claims.sid };
      return request.account;
    }

    app.decorate('authenticate', authenticate);
    app.decorate('authorize', (roles?: readonly Role[], forbiddenMessage?: string): Guard => {
      return async (request) => {
        const { user } = await authenticate(request);
        // Enforced here, not only in the console: until it is set up, the password alone opens nothing else.
        if (user.twoFactorSetupRequired && !request.routeOptions.config.allowBeforeTwoFactorSetup) {
          throw new HttpError(403, SETUP_REQUIRED_MESSAGE);
        }
        if (roles && !roles.includes(user.role))
          throw new HttpError(403, forbiddenMessage ?? MESSAGES.forbidden);
      };
    });
  },
  { name: 'auth', dependencies: ['mongoose', 'jwt', 'client-limits', 'outbox', 'metrics'] },
);
