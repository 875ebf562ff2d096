import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { HttpError, MESSAGES } from '../../../lib/http-error';
import { newId } from '../../../lib/ids';
import type { SessionModel } from '../../../models/session.model';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Refresh tokens: 32 random bytes, stored only as SHA-256, rotated on every use. Presenting a token that
 * was already rotated means it leaked, so its whole family (the login session) is revoked.
 */
export class SessionService {
  constructor(
    private readonly model: SessionModel,
    private readonly ttlSeconds: number,
  ) {}

  /** Starts a family (login) or continues one (refresh); returns the new refresh token. */
  async issue(userId: string, familyId?: string): Promise<{ refreshToken: string; familyId: string }> {
    if (!familyId) {
      familyId = newId(16);
      // Each login sweeps tokens that expired a while ago (no TTL index, see session.model.ts).
      await this.model.deleteMany({ expiresAt: mongoose.trusted({ $lt: new Date(Date.now() - 86_400_000) }) }).exec();
    }
    const refreshToken = randomBytes(32).toString('base64url');
    await this.model.create({
      tokenHash: hashToken(refreshToken),
      familyId,
      userId,
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
    });
    return { refreshToken, familyId };
  }

  /** Marks the token used and returns its family, or throws 401 (and revokes the family on reuse). */
  async consume(refreshToken: string): Promise<{ userId: string; familyId: string }> {
    const tokenHash = hashToken(refreshToken);
    const now = new Date();
    // Claimed atomically: of two concurrent uses of one token, only one wins; the other is treated as reuse.
    const claimed = await this.model
      .findOneAndUpdate({ tokenHash, usedAt: null, revokedAt: null }, { $set: { usedAt: now } }, { returnDocument: 'before' })
      .lean()
      .exec();
    if (!claimed) {
      const known = await this.model.findOne({ tokenHash }).lean().exec();
      if (known) await this.revokeFamily(known.familyId);
      throw new HttpError(401, MESSAGES.invalidRefreshToken);
    }
    if (claimed.expiresAt.getTime() <= now.getTime()) {
      await this.revokeFamily(claimed.familyId);
      throw new HttpError(401, MESSAGES.invalidRefreshToken);
    }
    return { userId: claimed.userId, familyId: claimed.familyId };
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.model.updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: new Date() } }).exec();
  }

  /** Revokes the family of a refresh token if it belongs to the user (or to anyone when userId is omitted). */
  async revokeByToken(refreshToken: string, userId?: string): Promise<void> {
    const session = await this.model.findOne({ tokenHash: hashToken(refreshToken) }).lean().exec();
    if (session && (userId === undefined || session.userId === userId)) await this.revokeFamily(session.familyId);
  }

  async revokeAllForUser(userId: string): Promise<void> {
    await this.model.updateMany({ userId, revokedAt: null }, { $set: { revokedAt: new Date() } }).exec();
  }

  /** An access token is honoured only while its family has a live (unrevoked) token. */
  async isActive(familyId: string): Promise<boolean> {
    return (await this.model.exists({ familyId, revokedAt: null }).exec()) !== null;
  }
}
