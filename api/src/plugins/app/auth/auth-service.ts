import type { FastifyInstance } from 'fastify';
import type { RegisterBody, Role, Session, TokenPair, User, UserListQuery } from '@mwangaza/shared/schemas';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../../lib/common-passwords';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import { isDuplicateKeyError, newId } from '../../../lib/ids';
import { pageRequest, pagination } from '../../../lib/pagination';
import type { PasswordHasher } from '../../../lib/password';
import { toUser, type UserDoc, type UserModel } from '../../../models/user.model';
import type { LoginLimiter } from './login-limiter';
import type { SessionService } from './session-service';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Accounts that may sign in: not disabled (a missing field counts as enabled). */
export const ENABLED = { disabledAt: null } as const;

/** Accounts, logins and token pairs. Roles are always read from the database, never trusted from a token. */
export class AuthService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly users: UserModel,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly limiter: LoginLimiter,
  ) {}

  async login(emailInput: string, password: string, clientIp: string): Promise<Session> {
    const email = normalizeEmail(emailInput);
    await this.limiter.assertAllowed(email, clientIp);
    const doc = await this.users.findOne({ email, ...ENABLED }).lean<UserDoc>().exec();
    // Unknown (or disabled) e-mail and wrong password cost the same hash and give the same answer.
    const valid = doc ? await this.hasher.verify(password, doc.passwordHash) : await this.hasher.verifyDummy(password);
    if (!doc || !valid) {
      await this.limiter.recordFailure(email, clientIp);
      throw new HttpError(401, MESSAGES.invalidCredentials);
    }
    await this.limiter.recordSuccess(email, clientIp);
    if (this.hasher.needsRehash(doc.passwordHash)) await this.upgradeHash(doc, password);
    return this.startSession(doc);
  }

  /** A new session for an account that has just proved who it is (password, or an accepted invitation). */
  async startSession(doc: UserDoc): Promise<Session> {
    const { refreshToken, familyId } = await this.sessions.start(doc.id);
    return { accessToken: this.accessToken(doc, familyId), refreshToken, user: toUser(doc) };
  }

  /** Stores the password again at today's cost (only if it was not changed meanwhile). */
  private async upgradeHash(doc: UserDoc, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    await this.users.updateOne({ id: doc.id, passwordHash: doc.passwordHash }, { $set: { passwordHash } }).exec();
  }

  async register(body: RegisterBody): Promise<User> {
    if (this.app.config.registration === 'invite') throw new HttpError(403, MESSAGES.invitationOnly);
    const email = normalizeEmail(body.email);
    if (isCommonPassword(body.password)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE);
    if (await this.users.exists({ email }).exec()) throw new HttpError(409, MESSAGES.emailTaken);
    const account = { fullName: body.fullName.trim(), email, passwordHash: await this.hasher.hash(body.password) };
    // Where allowed (README, "The first administrator"), the first account on a database without an
    // enabled administrator becomes one; the firstAdmin unique index lets only one of racing sign-ups win.
    if (this.app.config.allowFirstAdminRegistration && !(await this.users.exists({ role: 'admin', ...ENABLED }).exec())) {
      try {
        const created = await this.users.create({ id: newId(), ...account, role: 'admin', firstAdmin: true });
        return toUser(created.toObject());
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // Lost the claim (or the e-mail was taken meanwhile): fall through to an ordinary account.
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

  async refresh(refreshToken: string): Promise<TokenPair> {
    return this.sessions.rotate(refreshToken, async (userId, familyId) => {
      const user = await this.findUser(userId);
      return user ? this.accessToken(user, familyId) : null;
    });
  }

  async logout(session: { userId: string; familyId: string } | undefined, refreshToken: string | undefined): Promise<void> {
    if (session) await this.sessions.revokeFamily(session.familyId);
    if (refreshToken) await this.sessions.revokeByToken(refreshToken, session?.userId);
  }

  /** An enabled account by id (disabled ones are treated as gone). */
  async findUser(id: string): Promise<UserDoc | null> {
    return this.users.findOne({ id, ...ENABLED }).lean<UserDoc>().exec();
  }

  async listUsers(query: UserListQuery) {
    const page = pageRequest(query);
    const [docs, total] = await Promise.all([
      this.users.find({}).sort({ createdAt: 1, id: 1 }).skip(page.skip).limit(page.limit).lean<UserDoc[]>().exec(),
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
    return toUser(updated);
  }

  private accessToken(user: UserDoc, sid: string): string {
    return this.app.jwt.sign({ sub: user.id, role: user.role, sid });
  }
}
