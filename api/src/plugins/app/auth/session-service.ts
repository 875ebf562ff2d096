import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { DeviceSession, TokenPair } from '@mwangaza/shared/schemas';
import { HttpError, MESSAGES } from '../../../lib/http-error';
import { newId } from '../../../lib/ids';
import type { SessionDoc, SessionModel } from '../../../models/session.model';
import { describeBrowser } from './describe-browser';
import { openRotatedPair, sealRotatedPair } from './rotated-token-pair';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invalid = () => new HttpError(401, MESSAGES.invalidRefreshToken);

/** Where a request came from: kept on the session so its owner recognises the device. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export const NO_CLIENT: ClientInfo = { ip: '', userAgent: '' };

/** Signs the access token of a rotation, or null when the account may no longer have one. */
export type SignAccess = (userId: string, familyId: string) => Promise<string | null>;

/**
 * Refresh tokens: 32 random bytes, stored only as SHA-256, rotated on every use. A rotated token presented
 * again within the grace window (two tabs refreshing at once) gets the same new pair; later, it means the
 * token leaked, so its whole family (the login session) is revoked.
 */
export class SessionService {
  constructor(
    private readonly model: SessionModel,
    private readonly ttlSeconds: number,
    private readonly graceSeconds: number,
    private readonly now: () => number,
  ) {}

  /** Starts a family (login); returns its first refresh token. Expired tokens go by the TTL index. */
  async start(
    userId: string,
    client: ClientInfo = NO_CLIENT,
  ): Promise<{ refreshToken: string; familyId: string }> {
    const familyId = newId(16);
    const signedInAt = new Date(this.now());
    return { refreshToken: await this.insert(userId, familyId, { ...client, signedInAt }), familyId };
  }

  /** Exchanges a refresh token for the next pair of its family, or throws 401. */
  async rotate(refreshToken: string, sign: SignAccess, client: ClientInfo = NO_CLIENT): Promise<TokenPair> {
    const tokenHash = hashToken(refreshToken);
    const current = await this.model.findOne({ tokenHash }).lean<SessionDoc>().exec();
    if (!current || current.revokedAt) throw invalid();
    if (current.usedAt) return this.replay(refreshToken, current);
    if (current.expiresAt.getTime() <= this.now()) {
      await this.revokeFamily(current.familyId);
      throw invalid();
    }
    const accessToken = await sign(current.userId, current.familyId);
    if (!accessToken) {
      await this.revokeFamily(current.familyId);
      throw invalid();
    }
    // The device is the one that signed in; the address is where it last refreshed from.
    const origin = {
      ip: client.ip || current.ip || '',
      userAgent: current.userAgent ?? '',
      signedInAt: current.signedInAt ?? current.createdAt,
    };
    const pair = { accessToken, refreshToken: await this.insert(current.userId, current.familyId, origin) };
    // Claimed atomically, together with the sealed pair, so a concurrent loser always finds the pair.
    const claimed = await this.model
      .findOneAndUpdate(
        { tokenHash, usedAt: null, revokedAt: null },
        { $set: { usedAt: new Date(this.now()), successor: sealRotatedPair(refreshToken, pair) } },
      )
      .lean()
      .exec();
    if (claimed) return pair;
    await this.model.deleteOne({ tokenHash: hashToken(pair.refreshToken) }).exec();
    const winner = await this.model.findOne({ tokenHash }).lean<SessionDoc>().exec();
    if (!winner || winner.revokedAt) throw invalid();
    return this.replay(refreshToken, winner);
  }

  /** A used token: the same pair again inside the grace window, else reuse, which revokes the family. */
  private async replay(refreshToken: string, used: SessionDoc): Promise<TokenPair> {
    const age = this.now() - (used.usedAt?.getTime() ?? 0);
    const pair =
      used.successor && age <= this.graceSeconds * 1000
        ? openRotatedPair(refreshToken, used.successor)
        : undefined;
    if (pair) return pair;
    await this.revokeFamily(used.familyId);
    throw invalid();
  }

  private async insert(
    userId: string,
    familyId: string,
    origin: ClientInfo & { signedInAt: Date },
  ): Promise<string> {
    const refreshToken = randomBytes(32).toString('base64url');
    await this.model.create({
      tokenHash: hashToken(refreshToken),
      familyId,
      userId,
      userAgent: origin.userAgent.slice(0, 500),
      ip: origin.ip,
      signedInAt: origin.signedInAt,
      issuedAt: new Date(this.now()),
      expiresAt: new Date(this.now() + this.ttlSeconds * 1000),
    });
    return refreshToken;
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.model
      .updateMany({ familyId, revokedAt: null }, { $set: { revokedAt: new Date(this.now()) } })
      .exec();
  }

  /** Revokes the family of a refresh token if it belongs to the user (or to anyone when userId is omitted). */
  async revokeByToken(refreshToken: string, userId?: string): Promise<void> {
    const session = await this.model
      .findOne({ tokenHash: hashToken(refreshToken) })
      .lean()
      .exec();
    if (session && (userId === undefined || session.userId === userId))
      await this.revokeFamily(session.familyId);
  }

  async revokeAllForUser(userId: string): Promise<void> {
    await this.model
      .updateMany({ userId, revokedAt: null }, { $set: { revokedAt: new Date(this.now()) } })
      .exec();
  }

  /** The user's live sessions (one per login), most recently used first. */
  async list(userId: string, currentFamilyId: string): Promise<DeviceSession[]> {
    const heads = await this.model
      .find({
        userId,
        usedAt: null,
        revokedAt: null,
        expiresAt: mongoose.trusted({ $gt: new Date(this.now()) }),
      })
      .sort({ issuedAt: -1, createdAt: -1 })
      .lean<SessionDoc[]>()
      .exec();
    const seen = new Set<string>();
    const sessions: DeviceSession[] = [];
    for (const head of heads) {
      // A rotation writes the next token before it marks the old one: one family may briefly show twice.
      if (seen.has(head.familyId)) continue;
      seen.add(head.familyId);
      sessions.push({
        id: head.familyId,
        browser: describeBrowser(head.userAgent ?? ''),
        ip: head.ip ?? '',
        signedInAt: (head.signedInAt ?? head.createdAt).toISOString(),
        lastUsedAt: (head.issuedAt ?? head.createdAt).toISOString(),
        current: head.familyId === currentFamilyId,
      });
    }
    return sessions;
  }

  /** Ends one of the user's sessions; false when it is not theirs or already ended. */
  async revokeOwn(userId: string, familyId: string): Promise<boolean> {
    const result = await this.model
      .updateMany({ userId, familyId, revokedAt: null }, { $set: { revokedAt: new Date(this.now()) } })
      .exec();
    return result.modifiedCount > 0;
  }

  /** Ends every session of the user but the one given; returns how many. */
  async revokeOthers(userId: string, keepFamilyId: string): Promise<number> {
    const families = await this.model
      .distinct('familyId', { userId, revokedAt: null, familyId: mongoose.trusted({ $ne: keepFamilyId }) })
      .exec();
    if (families.length === 0) return 0;
    await this.model
      .updateMany(
        { userId, revokedAt: null, familyId: mongoose.trusted({ $in: families }) },
        { $set: { revokedAt: new Date(this.now()) } },
      )
      .exec();
    return families.length;
  }

  /** An access token is honoured only while its family belongs to its user and has a live token. */
  async isActive(familyId: string, userId: string): Promise<boolean> {
    return (await this.model.exists({ familyId, userId, revokedAt: null }).exec()) !== null;
  }
}
