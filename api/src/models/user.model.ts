import { Schema, type Connection, type Model } from 'mongoose';
import type { Role, User } from '@mwangaza/shared/schemas';

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
  },
  { timestamps: true, versionKey: false, collection: 'users' },
);
// "Is there an admin yet?" and "create one" are two steps; this index makes the claim one atomic insert.
userSchema.index({ firstAdmin: 1 }, { unique: true, partialFilterExpression: { firstAdmin: true } });

export type UserModel = Model<UserDoc>;
export const createUserModel = (connection: Connection): UserModel => connection.model<UserDoc>('User', userSchema);

/** The public shape: never the password hash. */
export function toUser(doc: UserDoc): User {
  return { id: doc.id, fullName: doc.fullName, email: doc.email, role: doc.role, createdAt: doc.createdAt.toISOString() };
}
