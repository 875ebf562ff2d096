import { Schema, type Connection, type Model } from 'mongoose';
import type { Role, User } from '@mwangaza/shared/schemas';

export interface UserDoc {
  id: string;
  fullName: string;
  email: string;
  passwordHash: string;
  role: Role;
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
  },
  { timestamps: true, versionKey: false, collection: 'users' },
);

export type UserModel = Model<UserDoc>;
export const createUserModel = (connection: Connection): UserModel => connection.model<UserDoc>('User', userSchema);

/** The public shape: never the password hash. */
export function toUser(doc: UserDoc): User {
  return { id: doc.id, fullName: doc.fullName, email: doc.email, role: doc.role, createdAt: doc.createdAt.toISOString() };
}
