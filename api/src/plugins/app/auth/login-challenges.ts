import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { LoginTwoFactorBody, TwoFactorChallenge } from '@mwangaza/shared/schemas';
import { HttpError } from '../../../lib/http-error';
import { TooManyRequestsError } from '../../../lib/too-many-requests';
import type { TwoFactorChallengeModel } from '../../../models/two-factor-challenge.model';
import { ENABLED, type UserDoc, type UserModel } from '../../../models/user.model';
import type { CounterStore } from '../client-limits/counter-store';
import type { ClientInfo } from './session-service';
import type { TwoFactorService } from './two-factor-service';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const CHALLENGE_MESSAGES = {
  expired: 'Your sign-in has expired. Please sign in again.',
  wrongCode: 'Invalid two-factor code',
  codeNeeded: 'Enter the code from your authenticator app or one of your recovery codes.',
} as const;

/** 401 for a wrong code; carries the account (never sent) so the failure is audited under it. */
export class WrongCodeError extends HttpError {
  constructor(readonly user: Pick<UserDoc, 'id' | 'email'>) {
    super(401, CHALLENGE_MESSAGES.wrongCode);
  }
}

export interface ChallengeLimits {
  ttlMs: number;
  /** Wrong codes a challenge survives; then the password must be typed again. */
  maxPerChallenge: number;
  /** Wrong codes an account takes per window across challenges (the password is known: slow it down). */
  maxPerAccount: number;
  windowMs: number;
}

export interface ChallengeOutcome {
  user: UserDoc;
  /** A recovery code (not the authenticator) was used: the audit log says so. */
  usedRecoveryCode: boolean;
  client: ClientInfo;
}

/** The second step of a sign-in: a short-lived challenge answered with a code, throttled on its own. */
export class LoginChallenges {
  constructor(
    private readonly model: TwoFactorChallengeModel,
    private readonly users: UserModel,
    private readonly twoFactor: TwoFactorService,
    private readonly counters: CounterStore,
    private readonly limits: ChallengeLimits,
    private readonly now: () => number,
    /** Called when an account has had too many wrong codes (counted in the metrics). */
    private readonly onRefused: () => void = () => undefined,
  ) {}

  async issue(userId: string, client: ClientInfo): Promise<TwoFactorChallenge> {
    const challengeToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now() + this.limits.ttlMs);
    await this.model.create({
      tokenHash: hashToken(challengeToken),
      userId,
      userAgent: client.userAgent.slice(0, 500),
      ip: client.ip,
      expiresAt,
    });
    return { twoFactorRequired: true, challengeToken, expiresAt: expiresAt.toISOString() };
  }

  /** The account, once the challenge is answered with a good code; 401 for a wrong code, 429 when throttled. */
  async complete(body: LoginTwoFactorBody): Promise<ChallengeOutcome> {
    if (!body.code && !body.recoveryCode) throw new HttpError(400, CHALLENGE_MESSAGES.codeNeeded);
    const now = new Date(this.now());
    const tokenHash = hashToken(body.challengeToken);
    const live = {
      tokenHash,
      usedAt: null,
      expiresAt: mongoose.trusted({ $gt: now }),
      failures: mongoose.trusted({ $lt: this.limits.maxPerChallenge }),
    };
    const challenge = await this.model.findOne(live).lean().exec();
    if (!challenge) throw new HttpError(401, CHALLENGE_MESSAGES.expired);
    const accountKey = `login-2fa:account:${challenge.userId}`;
    const { account } = await this.counters.read({ account: accountKey });
    if (account.count >= this.limits.maxPerAccount) {
      this.onRefused();
      throw new TooManyRequestsError(
        'Too many wrong codes. Please try again in {wait}.',
        account.resetAt - this.now(),
      );
    }
    const user = await this.users
      .findOne({ id: challenge.userId, ...ENABLED })
      .lean<UserDoc>()
      .exec();
    if (!user) throw new HttpError(401, CHALLENGE_MESSAGES.expired);
    const ok = body.code
      ? await this.twoFactor.useCode(user, body.code)
      : await this.twoFactor.useRecoveryCode(user, body.recoveryCode ?? '');
    if (!ok) {
      await Promise.all([
        this.model.updateOne({ tokenHash }, { $inc: { failures: 1 } }).exec(),
        this.counters.hit(accountKey, this.limits.windowMs),
      ]);
      throw new WrongCodeError(user);
    }
    const claimed = await this.model
      .findOneAndUpdate({ tokenHash, usedAt: null }, { $set: { usedAt: now } })
      .lean()
      .exec();
    if (!claimed) throw new HttpError(401, CHALLENGE_MESSAGES.expired);
    await this.counters.clear([accountKey]);
    return {
      user,
      usedRecoveryCode: !body.code,
      client: { ip: challenge.ip, userAgent: challenge.userAgent },
    };
  }
}
