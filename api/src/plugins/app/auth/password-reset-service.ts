import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import mongoose from 'mongoose';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../../lib/common-passwords';
import { HttpError } from '../../../lib/http-error';
import { TooManyRequestsError } from '../../../lib/too-many-requests';
import type { PasswordHasher } from '../../../lib/password';
import type { PasswordResetModel } from '../../../models/password-reset.model';
import { ENABLED, type UserDoc, type UserModel } from '../../../models/user.model';
import type { CounterStore } from '../client-limits/counter-store';
import { greeting } from '../outbox/untrusted-text';
import { normalizeEmail } from './auth-service';
import type { SessionService } from './session-service';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that address, we have sent it a link to choose a new password.';
export const RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired. Please ask for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetMail {
  to: string;
  subject: string;
  text: string;
  /** The reset link: the one address in the text to make a link. */
  links: string[];
  userId: string;
}

export interface PasswordResetOptions {
  ttlMs: number;
  maxPerAddress: number;
  windowMs: number;
  /** The console's base URL; the link is `<consoleUrl>/reset-password?token=…`. */
  consoleUrl: string;
}

/**
 * Password reset by e-mail. A request is answered before the account is even looked up (the lookup, the
 * token and the e-mail happen after), so the answer and its timing are the same for every address.
 */
export class PasswordResetService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly resets: PasswordResetModel,
    private readonly users: UserModel,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly counters: CounterStore,
    private readonly send: (mail: ResetMail) => Promise<unknown>,
    private readonly options: PasswordResetOptions,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts the request against the address (known or not, alike) and sends a link in the background. */
  async request(emailInput: string): Promise<void> {
    const email = normalizeEmail(emailInput);
    const { count, resetAt } = await this.counters.hit(`reset:address:${email}`, this.options.windowMs);
    if (count > this.options.maxPerAddress) {
      throw new TooManyRequestsError(
        'Too many reset requests for this address. Please try again in {wait}.',
        resetAt - this.now(),
      );
    }
    this.track(
      this.users
        .findOne({ email, ...ENABLED })
        .lean<UserDoc>()
        .exec()
        .then((user) => (user ? this.issue(user) : undefined)),
    );
  }

  /** Creates a link for an account and e-mails it (also used by an administrator for a user). */
  async issue(user: Pick<UserDoc, 'id' | 'email' | 'fullName'>): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now() + this.options.ttlMs);
    await this.resets.create({ tokenHash: hashToken(token), userId: user.id, expiresAt });
    const link = `${this.options.consoleUrl}/reset-password?token=${token}`;
    const minutes = Math.round(this.options.ttlMs / 60_000);
    await this.send({
      to: user.email,
      userId: user.id,
      subject: 'Reset your Mwangaza Analytics password',
      links: [link],
      // The name is the account's own, typed by whoever registered it: only a plain one is used.
      text:
        `${greeting('Hello', user.fullName)}\n\nSomeone (hopefully you) asked to reset the password of your Mwangaza Analytics ` +
        `console account. Choose a new password here within ${minutes} minutes:\n\n${link}\n\n` +
        'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.\n',
    });
  }

  /** Sets the new password from a live link, spends the link (and the account's other links), signs out everywhere. */
  async confirm(token: string, password: string): Promise<UserDoc> {
    if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE);
    const now = new Date(this.now());
    const claimed = await this.resets
      .findOneAndUpdate(
        { tokenHash: hashToken(token), usedAt: null, expiresAt: mongoose.trusted({ $gt: now }) },
        { $set: { usedAt: now } },
      )
      .lean()
      .exec();
    if (!claimed) throw new HttpError(400, RESET_INVALID_MESSAGE);
    const passwordHash = await this.hasher.hash(password);
    const user = await this.users
      .findOneAndUpdate(
        { id: claimed.userId, ...ENABLED },
        { $set: { passwordHash } },
        { returnDocument: 'after' },
      )
      .lean<UserDoc>()
      .exec();
    if (!user) throw new HttpError(400, RESET_INVALID_MESSAGE);
    await Promise.all([
      this.resets.updateMany({ userId: user.id, usedAt: null }, { $set: { usedAt: now } }).exec(),
      this.sessions.revokeAllForUser(user.id),
    ]);
    return user;
  }

  private track(work: Promise<unknown>): void {
    const running = work
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'password reset e-mail could not be queued'));
    this.inFlight.add(running);
    void running.finally(() => this.inFlight.delete(running));
  }

  /** Waits for background work (on shutdown, and in tests). */
  async settle(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }
}
