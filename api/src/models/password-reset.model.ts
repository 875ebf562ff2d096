import { Schema, type Connection, type Model } from 'mongoose';

/** One password-reset link. Only a SHA-256 of its token is stored; `usedAt` makes it single use. */
export interface PasswordResetDoc {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  usedAt?: Date | null;
  createdAt: Date;
}

const passwordResetSchema = new Schema<PasswordResetDoc>(
  {
    tokenHash: { type: String, required: true, unique: true },
    userId: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false, collection: 'password_resets' },
);
// Expired links are useless: the TTL monitor removes them a day later (readers check expiresAt themselves).
passwordResetSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 86_400 });

export type PasswordResetModel = Model<PasswordResetDoc>;
export const createPasswordResetModel = (connection: Connection): PasswordResetModel =>
  connection.model<PasswordResetDoc>('PasswordReset', passwordResetSchema);
