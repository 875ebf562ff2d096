import { Schema, type Connection, type Model } from 'mongoose';

/**
 * One refresh token. Tokens of one login share a familyId (the access token's `sid`); each refresh marks
 * the presented token used and issues the next one in the family. Only a SHA-256 of the token is stored.
 */
export interface SessionDoc {
  tokenHash: string;
  familyId: string;
  userId: string;
  usedAt?: Date | null;
  revokedAt?: Date | null;
  /** The pair this token was rotated into, sealed with a key only this token opens (rotated-token-pair.ts). */
  successor?: string | null;
  expiresAt: Date;
  /** The browser and address the login came from (kept on every rotated token of the family). */
  userAgent?: string;
  ip?: string;
  /** When the family's login happened (the first token's createdAt). */
  signedInAt?: Date | null;
  /** When this token was issued by the app's clock: the family's last sign-in or refresh. */
  issuedAt?: Date | null;
  createdAt: Date;
}

const sessionSchema = new Schema<SessionDoc>(
  {
    tokenHash: { type: String, required: true, unique: true },
    familyId: { type: String, required: true, index: true },
    userId: { type: String, required: true, index: true },
    usedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    successor: { type: String, default: null },
    expiresAt: { type: Date, required: true },
    userAgent: { type: String, default: '' },
    ip: { type: String, default: '' },
    signedInAt: { type: Date, default: null },
    issuedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false, collection: 'sessions' },
);
// The TTL index on expiresAt is made by the auth plugin (session-ttl-index.ts), not here: databases made
// earlier hold a plain index of that name, which must be replaced before it can have the TTL option.

export type SessionModel = Model<SessionDoc>;
export const createSessionModel = (connection: Connection): SessionModel =>
  connection.model<SessionDoc>('Session', sessionSchema);
