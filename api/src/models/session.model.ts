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
  /** The pair this token was rotated into, sealed with a key only this token opens (successor-box.ts). */
  successor?: string | null;
  expiresAt: Date;
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
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false, collection: 'sessions' },
);
// Not a TTL index (databases made before TTL support hold this index without the option, and changing
// it in place is an IndexOptionsConflict), so SessionService prunes expired tokens itself.
sessionSchema.index({ expiresAt: 1 });

export type SessionModel = Model<SessionDoc>;
export const createSessionModel = (connection: Connection): SessionModel =>
  connection.model<SessionDoc>('Session', sessionSchema);
