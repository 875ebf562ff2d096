import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import type { TwoFactorConfirmBody, TwoFactorSetup } from '@mwangaza/shared/schemas';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import type { PasswordHasher } from '../../../lib/password';
import type { SecretBox } from '../../../lib/secret-box';
import type { UserDoc, UserModel } from '../../../models/user.model';
import { matchStep, newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, otpauthUrl } from './totp';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export const TWO_FACTOR_MESSAGES = {
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to use another authenticator.',
  notStarted: 'Start the set-up again: no authenticator key is waiting to be confirmed.',
  notOn: 'Two-factor sign-in is not on for this account.',
  wrongCode: 'That code is not right. Check the time on your phone and enter the code now shown.',
  confirmNeeded: 'Enter your password or a current code from your authenticator app.',
  wrongConfirm: 'That password or code is not right.',
  resetOwn: 'Turn off your own two-factor sign-in from your account page.',
} as const;

/**
 * Turning two-factor sign-in on and off, recovery codes, and checking a code or recovery code once.
 * Authenticator keys are stored sealed (`keys`, from TWO_FACTOR_KEY): a copy of the database alone cannot
 * make codes. Recovery codes are stored hashed.
 */
export class TwoFactorService {
  constructor(
    private readonly users: UserModel,
    private readonly hasher: PasswordHasher,
    private readonly now: () => number,
    private readonly keys: SecretBox,
  ) {}

  private async load(userId: string): Promise<UserDoc> {
    const doc = await this.users.findOne({ id: userId }).lean<UserDoc>().exec();
    if (!doc) throw notFound(MESSAGES.userNotFound);
    return doc;
  }

  /** A new key to scan; it takes effect only once `enable` gets a code made from it. */
  async setup(userId: string): Promise<TwoFactorSetup> {
    const doc = await this.load(userId);
    if (doc.twoFactor?.enabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = newTotpSecret();
    await this.users
      .updateOne({ id: userId }, { $set: { 'twoFactor.pendingSecret': this.keys.seal(secret) } })
      .exec();
    return { secret, otpauthUrl: otpauthUrl(secret, doc.email) };
  }

  /** Confirms the pending key with a first code; returns the ten recovery codes (only ever shown here). */
  async enable(userId: string, code: string): Promise<string[]> {
    const doc = await this.load(userId);
    if (doc.twoFactor?.enabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
    const sealed = doc.twoFactor?.pendingSecret;
    if (!sealed) throw new HttpError(409, TWO_FACTOR_MESSAGES.notStarted);
    const step = matchStep(this.keys.open(sealed), code, this.now());
    if (step === null) throw new HttpError(400, TWO_FACTOR_MESSAGES.wrongCode);
    const recoveryCodes = newRecoveryCodes();
    const updated = await this.users
      .updateOne(
        { id: userId, 'twoFactor.pendingSecret': sealed },
        {
          $set: {
            twoFactor: {
              secret: sealed,
              pendingSecret: null,
              enabledAt: new Date(this.now()),
              recoveryCodes: recoveryCodes.map(hashCode),
              // The confirming code is spent: it cannot also sign in.
              lastStep: step,
            },
          },
        },
      )
      .exec();
    if (updated.modifiedCount === 0) throw new HttpError(409, TWO_FACTOR_MESSAGES.notStarted);
    return recoveryCodes;
  }

  async disable(userId: string, confirm: TwoFactorConfirmBody): Promise<void> {
    await this.confirmIdentity(userId, confirm, true);
    await this.users.updateOne({ id: userId }, { $set: { twoFactor: null } }).exec();
  }

  /**
   * An administrator's help for someone who lost both their authenticator and their recovery codes: their
   * two-factor sign-in (or a set-up in progress) is removed. Not one's own: that asks for a code or the
   * password (`disable`). Returns the account as it was.
   */
  async reset(userId: string, adminId: string): Promise<UserDoc> {
    if (userId === adminId) throw new HttpError(409, TWO_FACTOR_MESSAGES.resetOwn);
    const doc = await this.load(userId);
    if (!doc.twoFactor) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
    await this.users.updateOne({ id: userId }, { $set: { twoFactor: null } }).exec();
    return doc;
  }

  /** New recovery codes; the old ones stop working. */
  async regenerateRecoveryCodes(userId: string, confirm: TwoFactorConfirmBody): Promise<string[]> {
    await this.confirmIdentity(userId, confirm, true);
    const recoveryCodes = newRecoveryCodes();
    await this.users
      .updateOne({ id: userId }, { $set: { 'twoFactor.recoveryCodes': recoveryCodes.map(hashCode) } })
      .exec();
    return recoveryCodes;
  }

  /**
   * True when the code is right for the account's key and newer than the last accepted one. The step is
   * claimed atomically, so a code (or an older one) replayed, even at the same moment, is refused.
   */
  async useCode(doc: UserDoc, code: string): Promise<boolean> {
    const sealed = doc.twoFactor?.enabledAt ? doc.twoFactor.secret : null;
    if (!sealed) return false;
    const step = matchStep(this.keys.open(sealed), code, this.now());
    if (step === null) return false;
    const claimed = await this.users
      .updateOne(
        {
          id: doc.id,
          'twoFactor.secret': sealed,
          $or: [{ 'twoFactor.lastStep': null }, { 'twoFactor.lastStep': mongoose.trusted({ $lt: step }) }],
        },
        { $set: { 'twoFactor.lastStep': step } },
      )
      .exec();
    return claimed.modifiedCount === 1;
  }

  /** True when the recovery code is one of the account's unused ones; it is spent at once. */
  async useRecoveryCode(doc: UserDoc, code: string): Promise<boolean> {
    if (!doc.twoFactor?.enabledAt) return false;
    const hash = hashCode(normalizeRecoveryCode(code));
    const spent = await this.users
      .updateOne(
        { id: doc.id, 'twoFactor.recoveryCodes': hash },
        { $pull: { 'twoFactor.recoveryCodes': hash } },
      )
      .exec();
    return spent.modifiedCount === 1;
  }

  /**
   * Seals every authenticator key stored in clear (before keys were sealed) or with a previous
   * TWO_FACTOR_KEY, with the current one; run at startup. Each write is conditional on the value read, so a
   * key changed meanwhile (a new set-up, another instance sealing it) is left to that change. Returns how many
   * were sealed; a key no configured TWO_FACTOR_KEY opens is logged and left as it is.
   */
  async sealStoredKeys(log: { error(object: object, message: string): void }): Promise<number> {
    const docs = await this.users
      .find({
        $or: [
          { 'twoFactor.secret': mongoose.trusted({ $type: 'string' }) },
          { 'twoFactor.pendingSecret': mongoose.trusted({ $type: 'string' }) },
        ],
      })
      .select({ id: 1, twoFactor: 1 })
      .lean<UserDoc[]>()
      .exec();
    let sealed = 0;
    for (const doc of docs) {
      for (const field of ['secret', 'pendingSecret'] as const) {
        const stored = doc.twoFactor?.[field];
        if (!stored || !this.keys.needsResealing(stored)) continue;
        let plain: string;
        try {
          plain = this.keys.open(stored);
        } catch (error) {
          log.error(
            { userId: doc.id, field, err: (error as Error).message },
            'an authenticator key cannot be opened: list the TWO_FACTOR_KEY that sealed it in TWO_FACTOR_PREVIOUS_KEYS',
          );
          continue;
        }
        const path = `twoFactor.${field}`;
        const updated = await this.users
          .updateOne({ id: doc.id, [path]: stored }, { $set: { [path]: this.keys.seal(plain) } })
          .exec();
        sealed += updated.modifiedCount;
      }
    }
    return sealed;
  }

  /** Asks the person again before a change that weakens the account: their password or a current code. */
  private async confirmIdentity(
    userId: string,
    confirm: TwoFactorConfirmBody,
    mustBeOn: boolean,
  ): Promise<void> {
    const doc = await this.load(userId);
    if (mustBeOn && !doc.twoFactor?.enabledAt) throw new HttpError(409, TWO_FACTOR_MESSAGES.notOn);
    if (!confirm.password && !confirm.code) throw new HttpError(400, TWO_FACTOR_MESSAGES.confirmNeeded);
    const ok = confirm.code
      ? await this.useCode(doc, confirm.code)
      : await this.hasher.verify(confirm.password ?? '', doc.passwordHash);
    // 400, not 401: a signed-in console would take a 401 for an expired session and refresh.
    if (!ok) throw new HttpError(400, TWO_FACTOR_MESSAGES.wrongConfirm);
  }
}
