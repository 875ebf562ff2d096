import type { FastifyInstance } from 'fastify';
import type {
  RegisterBody,
  Role,
  Session,
  TokenPair,
  TwoFactorChallenge,
  User,
  UserListQuery,
} from '@mwangaza/shared/schemas';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../../lib/common-passwords';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import { isDuplicateKeyError, newId } from '../../../lib/ids';
import { pageRequest, pagination } from '../../../lib/pagination';
import type { PasswordHasher } from '../../../lib/password';
import { ENABLED, toUser, type UserDoc, type UserModel } from '../../../models/user.model';
import type { LoginChallenges } from './login-challenges';
import type { LoginLimiter } from './login-limiter';
import type { ClientInfo, SessionService } from './session-service';
import type { TwoFactorPolicyStore } from './two-factor-policy';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const ROLE_RANK: Record<Role, number> = { user: 0, editor: 1, admin: 2 };

export const ACCOUNT_MESSAGES = {
  disableSelf: 'You cannot disable your own account.',
  lastAdminDisabled: 'The last administrator cannot be disabled',
} as const;

/** Accounts, logins and token pairs. Roles are always read from the database, never trusted from a token. */
export class AuthService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly users: UserModel,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: LoginLimiter,
    private readonly challenges: LoginChallenges,
    private readonly policy: TwoFactorPolicyStore,
  ) {}

  /** A session, or for an account with two-factor sign-in a challenge that a code completes (/login/2fa). */
  async login(
    emailInput: string,
    password: string,
    client: ClientInfo,
  ): Promise<Session | TwoFactorChallenge> {
    const email = normalizeEmail(emailInput);
    const clientIp = client.ip;
    await this.limiter.assertAllowed(email, clientIp);
    const doc = await this.users
      .findOne({ email, ...ENABLED })
      .lean<UserDoc>()
      .exec();
    // Unknown (or disabled) e-mail and wrong password cost the same hash and give the same answer.
    const valid = doc
      ? await this.hasher.verify(password, doc.passwordHash)
      : await this.hasher.verifyDummy(password);
    if (!doc || !valid) {
      await this.limiter.recordFailure(email, clientIp);
      throw new HttpError(401, MESSAGES.invalidCredentials);
    }
    await this.limiter.recordSuccess(email, clientIp);
    if (this.hasher.needsRehash(doc.passwordHash)) await this.upgradeHash(doc, password);
    if (doc.twoFactor?.enabledAt) return this.challenges.issue(doc.id, client);
    return this.startSession(doc, client);
  }

  /** A new session for an account that has just proved who it is (password and code, or an accepted invitation). */
  async startSession(doc: UserDoc, client?: ClientInfo): Promise<Session> {
    const { refreshToken, familyId } = await this.sessions.start(doc.id, client);
    return { accessToken: this.accessToken(doc, familyId), refreshToken, user: await this.currentUser(doc) };
  }

  /** The signed-in person as they see themselves: with whether they must set two-factor sign-in up first. */
  async currentUser(doc: UserDoc): Promise<User> {
    const user = toUser(doc);
    return (await this.policy.setupRequired(doc)) ? { ...user, twoFactorSetupRequired: true } : user;
  }

  /** Stores the password again at today's cost (only if it was not changed meanwhile). */
  private async upgradeHash(doc: UserDoc, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await this.users
      .updateOne({ id: doc.id, passwordHash: doc.passwordHash }, { $set: { passwordHash } })
      .exec();
  }

  /**
   * Whether anyone may register now: with REGISTRATION=open, or while the database waits for its first
   * administrator where ALLOW_FIRST_ADMIN_REGISTRATION lets that account become one.
   */
  async registrationOpen(): Promise<boolean> {
    return this.app.config.registration === 'open' || (await this.firstAdminPending());
  }

  private async firstAdminPending(): Promise<boolean> {
    return (
      this.app.config.allowFirstAdminRegistration &&
      !(await this.users.exists({ role: 'admin', ...ENABLED }).exec())
    );
  }

  async register(body: RegisterBody): Promise<User> {
    const open = this.app.config.registration === 'open';
    const firstAdmin = await this.firstAdminPending();
    if (!open && !firstAdmin) throw new HttpError(403, MESSAGES.invitationOnly);
    const email = normalizeEmail(body.email);
    if (isCommonPassword(body.password)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE);
    if (await this.users.exists({ email }).exec()) throw new HttpError(409, MESSAGES.emailTaken);
    const account = {
      fullName: body.fullName.trim(),
      email,
      passwordHash: await this.hasher.hash(body.password),
    };
    // Where allowed (docs/security.md, "The first administrator"), the first account on a database without an
    // enabled administrator becomes one; the firstAdmin unique index lets only one of racing sign-ups win.
    if (firstAdmin) {
      try {
        const created = await this.users.create({ id: newId(), ...account, role: 'admin', firstAdmin: true });
        return toUser(created.toObject());
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // Lost the claim (or the e-mail was taken meanwhile): an ordinary account where registration is
        // open, else nothing (accounts are by invitation once there is an administrator).
        if (!open) {
          if (await this.users.exists({ email }).exec()) throw new HttpError(409, MESSAGES.emailTaken);
          throw new HttpError(403, MESSAGES.invitationOnly);
        }
      }
    }
    try {
      const created = await this.users.create({ id: newId(), ...account, role: 'user' });
      return toUser(created.toObject());
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new HttpError(409, MESSAGES.emailTaken);
      throw error;
    }
  }

  async refresh(refreshToken: string, client?: ClientInfo): Promise<TokenPair> {
    return this.sessions.rotate(
      refreshToken,
      async (userId, familyId) => {
        const user = await this.findUser(userId);
        return user ? this.accessToken(user, familyId) : null;
      },
      client,
    );
  }

  async logout(
    session: { userId: string; familyId: string } | undefined,
    refreshToken: string | undefined,
  ): Promise<void> {
    if (session) await this.sessions.revokeFamily(session.familyId);
    if (refreshToken) await this.sessions.revokeByToken(refreshToken, session?.userId);
  }

  /** An enabled account by id (disabled ones are treated as gone). */
  async findUser(id: string): Promise<UserDoc | null> {
    return this.users
      .findOne({ id, ...ENABLED })
      .lean<UserDoc>()
      .exec();
  }

  async listUsers(query: UserListQuery) {
    const page = pageRequest(query);
    const [docs, total] = await Promise.all([
      this.users
        .find({})
        .sort({ createdAt: 1, id: 1 })
        .skip(page.skip)
        .limit(page.limit)
        .lean<UserDoc[]>()
        .exec(),
      this.users.countDocuments({}).exec(),
    ]);
    return { users: docs.map(toUser), pagination: pagination(page, total) };
  }

  async setRole(id: string, role: Role): Promise<User> {
    const target = await this.users.findOne({ id }).lean<UserDoc>().exec();
    if (!target) throw notFound(MESSAGES.userNotFound);
    if (
      target.role === 'admin' &&
      !target.disabledAt &&
      role !== 'admin' &&
      (await this.users.countDocuments({ role: 'admin', ...ENABLED }).exec()) <= 1
    ) {
      throw new HttpError(409, MESSAGES.lastAdmin);
    }
    const updated = await this.users
      .findOneAndUpdate({ id }, { $set: { role } }, { returnDocument: 'after' })
      .lean<UserDoc>()
      .exec();
    if (!updated) throw notFound(MESSAGES.userNotFound);
    // Fewer rights: every session starts again from a sign-in that sees the new role.
    if (ROLE_RANK[role] < ROLE_RANK[target.role]) await this.sessions.revokeAllForUser(id);
    return toUser(updated);
  }

  /** Disables (and signs out everywhere) or re-enables an account. Not one's own, nor the last administrator. */
  async setDisabled(id: string, disabled: boolean, actorId: string): Promise<User> {
    const target = await this.users.findOne({ id }).lean<UserDoc>().exec();
    if (!target) throw notFound(MESSAGES.userNotFound);
    if (disabled && id === actorId) throw new HttpError(409, ACCOUNT_MESSAGES.disableSelf);
    if (
      disabled &&
      target.role === 'admin' &&
      !target.disabledAt &&
      (await this.users.countDocuments({ role: 'admin', ...ENABLED }).exec()) <= 1
    ) {
      throw new HttpError(409, ACCOUNT_MESSAGES.lastAdminDisabled);
    }
    const disabledAt = disabled ? (target.disabledAt ?? new Date(this.app.clock())) : null;
    const updated = await this.users
      .findOneAndUpdate({ id }, { $set: { disabledAt } }, { returnDocument: 'after' })
      .lean<UserDoc>()
      .exec();
    if (!updated) throw notFound(MESSAGES.userNotFound);
    if (disabled) await this.sessions.revokeAllForUser(id);
    return toUser(updated);
  }

  /** An administrator signs a user out of every device. */
  async signOutEverywhere(id: string): Promise<User> {
    const target = await this.users.findOne({ id }).lean<UserDoc>().exec();
    if (!target) throw notFound(MESSAGES.userNotFound);
    await this.sessions.revokeAllForUser(id);
    return toUser(target);
  }

  private accessToken(user: UserDoc, sid: string): string {
    return this.app.jwt.sign({ sub: user.id, role: user.role, sid });
  }
}
