import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The second step of a sign-in: the password was right, a code is still owed. Only a SHA-256 of its token
 * is stored; it lives a few minutes and dies after a few wrong codes (the person types the password again).
 */
export interface TwoFactorChallengeDoc {
  tokenHash: string;
  userId: string;
  failures: number;
  /** Where the password step came from: the session started by the code is listed with these. */
  userAgent: string;
  ip: string;
  usedAt?: Date | null;
  expiresAt: Date;
}

const challengeSchema = new Schema<TwoFactorChallengeDoc>(
  {
    tokenHash: { type: String, required: true, unique: true },
    userId: { type: String, required: true },
    failures: { type: Number, required: true, default: 0 },
    userAgent: { type: String, default: '' },
    ip: { type: String, default: '' },
    usedAt: { type: Date, default: null },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'two_factor_challenges' },
);
// Readers check expiresAt themselves; the TTL monitor only tidies up.
challengeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 3600 });

export type TwoFactorChallengeModel = Model<TwoFactorChallengeDoc>;
export const createTwoFactorChallengeModel = (connection: Connection): TwoFactorChallengeModel =>
  connection.model<TwoFactorChallengeDoc>('TwoFactorChallenge', challengeSchema);
