import type { FastifyInstance } from 'fastify';
import type { RegisterBody, Role, Session, TokenPair, User, UserListQuery } from '@mwangaza/shared/schemas';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import { isDuplicateKeyError, newId } from '../../../lib/ids';
import { pageRequest, pagination } from '../../../lib/pagination';
import type { PasswordHasher } from '../../../lib/password';
import { toUser, type UserDoc, type UserModel } from '../../../models/user.model';
import type { LoginLimiter } from './login-limiter';
import type { SessionService } from './session-service';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

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
    this.limiter.assertAllowed(email, clientIp);
    const doc = await this.users.findOne({ email }).lean<UserDoc>().exec();
    // Unknown e-mail and wrong password cost the same hash and give the same answer.
    const valid = doc ? await this.hasher.verify(password, doc.passwordHash) : await this.hasher.verifyDummy(password);
    if (!doc || !valid) {
      this.limiter.recordFailure(email, clientIp);
      throw new HttpError(401, MESSAGES.invalidCredentials);
    }
    this.limiter.recordSuccess(email);
    const { refreshToken, familyId } = await this.sessions.issue(doc.id);
    return { accessToken: this.accessToken(doc, familyId), refreshToken, user: toUser(doc) };
  }

  async register(body: RegisterBody): Promise<User> {
    const email = normalizeEmail(body.email);
    if (await this.users.exists({ email }).exec()) throw new HttpError(409, MESSAGES.emailTaken);
    const passwordHash = await this.hasher.hash(body.password);
    // The first account on a database without an administrator becomes one (decisions.md).
    const role: Role = (await this.users.exists({ role: 'admin' }).exec()) ? 'user' : 'admin';
    try {
      const created = await this.users.create({ id: newId(), fullName: body.fullName.trim(), email, passwordHash, role });
      return toUser(created.toObject());
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new HttpError(409, MESSAGES.emailTaken);
      throw error;
    }
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    const { userId, familyId } = await this.sessions.consume(refreshToken);
    const user = await this.users.findOne({ id: userId }).lean<UserDoc>().exec();
    if (!user) {
      await this.sessions.revokeFamily(familyId);
      throw new HttpError(401, MESSAGES.invalidRefreshToken);
    }
    const next = await this.sessions.issue(user.id, familyId);
    return { accessToken: this.accessToken(user, familyId), refreshToken: next.refreshToken };
  }

  async logout(session: { userId: string; familyId: string } | undefined, refreshToken: string | undefined): Promise<void> {
    if (session) await this.sessions.revokeFamily(session.familyId);
    if (refreshToken) await this.sessions.revokeByToken(refreshToken, session?.userId);
  }

  async findUser(id: string): Promise<UserDoc | null> {
    return this.users.findOne({ id }).lean<UserDoc>().exec();
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
    const target = await this.findUser(id);
    if (!target) throw notFound(MESSAGES.userNotFound);
    if (target.role === 'admin' && role !== 'admin' && (await this.users.countDocuments({ role: 'admin' }).exec()) <= 1) {
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
