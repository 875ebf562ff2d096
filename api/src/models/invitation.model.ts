import { Schema, type Connection, type Model } from 'mongoose';
import type { Role } from '@mwangaza/shared/schemas';

/** An invitation to join with a role. Only a SHA-256 of its token is stored; `acceptedAt` makes it single use. */
export interface InvitationDoc {
  id: string;
  email: string;
  role: Role;
  tokenHash: string;
  invitedBy: { id: string; email: string };
  expiresAt: Date;
  acceptedAt?: Date | null;
  revokedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const invitationSchema = new Schema<InvitationDoc>(
  {
    id: { type: String, required: true, unique: true },
    email: { type: String, required: true, lowercase: true, trim: true, index: true },
    role: { type: String, required: true },
    tokenHash: { type: String, required: true, unique: true },
    invitedBy: { id: { type: String, required: true }, email: { type: String, required: true } },
    expiresAt: { type: Date, required: true },
    acceptedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false, collection: 'invitations' },
);

export type InvitationModel = Model<InvitationDoc>;
export const createInvitationModel = (connection: Connection): InvitationModel =>
  connection.model<InvitationDoc>('Invitation', invitationSchema);
