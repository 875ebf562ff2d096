import { Schema, type Connection, type Model } from 'mongoose';
import type { Role, User } from '@mwangaza/shared/schemas';

export interface TwoFactorDoc {
  /** The base32 key of the authenticator app, once confirmed by a first code. */
  secret?: string | null;
  /** A key offered by setup and not confirmed yet (a new setup replaces it). */
  pendingSecret?: string | null;
  enabledAt?: Date | null;
  /** SHA-256 of each unused recovery code. */
  recoveryCodes?: string[];
  /** The last 30-second step whose code was accepted: a code is good once, and never an older one. */
  lastStep?: number | null;
}

export interface UserDoc {
  id: string;
  fullName: string;
  email: string;
  passwordHash: string;
  role: Role;
  /** Set on the demo administrator (seeded in demo mode only). */
  demo?: boolean;
  /** A disabled account cannot sign in and its tokens stop working (the demo account outside demo mode). */
  disabledAt?: Date | null;
  /** Two-factor sign-in (TOTP); absent until the person starts setting it up. */
  twoFactor?: TwoFactorDoc | null;
  /** An administrator's choice to receive the weekly traffic report by e-mail (off unless chosen). */
  weeklyTrafficReport?: boolean;
  /** Held by the first administrator only: a unique partial index lets exactly one registration claim it. */
  firstAdmin?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserDoc>(
  {
    id: { type: String, required: true, unique: true },
    fullName: { type: String, required: true },
    email: { type: String, required: true, unique: true, lowercase: true, trim: true },
    passwordHash: { type: String, required: true },
    role: { type: String, required: true, default: 'user', index: true },
    demo: { type: Boolean },
    disabledAt: { type: Date, default: null },
    firstAdmin: { type: Boolean },
    weeklyTrafficReport: { type: Boolean },
    twoFactor: {
      type: new Schema<TwoFactorDoc>(
        {
          secret: { type: String, default: null },
          pendingSecret: { type: String, default: null },
          enabledAt: { type: Date, default: null },
          recoveryCodes: { type: [String], default: [] },
          lastStep: { type: Number, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  { timestamps: true, versionKey: false, collection: 'users' },
);
// "Is there an admin yet?" and "create one" are two steps; this index makes the claim one atomic insert.
userSchema.index({ firstAdmin: 1 }, { unique: true, partialFilterExpression: { firstAdmin: true } });

/** Accounts that may sign in: not disabled (a missing field counts as enabled). */
export const ENABLED = { disabledAt: null } as const;

export type UserModel = Model<UserDoc>;
export const createUserModel = (connection: Connection): UserModel =>
  connection.model<UserDoc>('User', userSchema);

/** The public shape: never the password hash or the two-factor key. */
export function toUser(doc: UserDoc): User {
  return {
    id: doc.id,
    fullName: doc.fullName,
    email: doc.email,
    role: doc.role,
    createdAt: doc.createdAt.toISOString(),
    twoFactorEnabled: Boolean(doc.twoFactor?.enabledAt),
    disabled: Boolean(doc.disabledAt),
    ...(doc.weeklyTrafficReport ? { weeklyTrafficReport: true } : {}),
  };
}
