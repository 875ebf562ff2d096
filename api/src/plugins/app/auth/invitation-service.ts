import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type {
  AcceptInvitationBody,
  Invitation,
  InvitationBody,
  Role,
  Session,
  User,
} from '@mwangaza/shared/schemas';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../../lib/common-passwords';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import { isDuplicateKeyError, newId } from '../../../lib/ids';
import type { PasswordHasher } from '../../../lib/password';
import type { InvitationDoc, InvitationModel } from '../../../models/invitation.model';
import type { UserDoc, UserModel } from '../../../models/user.model';
import type { AuthService } from './auth-service';
import { normalizeEmail } from './auth-service';
import type { ClientInfo } from './session-service';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface InvitationMail {
  to: string;
  subject: string;
  text: string;
  /** The invitation link: the one address in the text to make a link. */
  links: string[];
  invitationId: string;
}

export interface InvitationOptions {
  ttlMs: number;
  /** The console's base URL; the link is `<consoleUrl>/accept-invitation?token=…`. */
  consoleUrl: string;
}

const ROLE_NAMES: Record<Role, string> = { admin: 'an administrator', editor: 'an editor', user: 'a viewer' };

/** Invitations: an administrator invites an address with a role; the link (7 days, single use) creates the account. */
export class InvitationService {
  constructor(
    private readonly invitations: InvitationModel,
    private readonly users: UserModel,
    private readonly auth: AuthService,
    private readonly hasher: PasswordHasher,
    private readonly send: (mail: InvitationMail) => Promise<unknown>,
    private readonly options: InvitationOptions,
    private readonly now: () => number,
  ) {}

  private toInvitation(doc: InvitationDoc): Invitation {
    return {
      id: doc.id,
      email: doc.email,
      role: doc.role,
      invitedBy: { id: doc.invitedBy.id, email: doc.invitedBy.email },
      createdAt: doc.createdAt.toISOString(),
      expiresAt: doc.expiresAt.toISOString(),
      expired: doc.expiresAt.getTime() <= this.now(),
    };
  }

  /** Invites an address (an earlier open invitation to it is replaced); 409 if it already has an account. */
  async create(body: InvitationBody, inviter: User): Promise<Invitation> {
    const email = normalizeEmail(body.email);
    if (await this.users.exists({ email }).exec()) throw new HttpError(409, MESSAGES.emailTaken);
    const now = new Date(this.now());
    await this.invitations
      .updateMany({ email, acceptedAt: null, revokedAt: null }, { $set: { revokedAt: now } })
      .exec();
    const token = randomBytes(32).toString('base64url');
    const created = await this.invitations.create({
      id: newId(),
      email,
      role: body.role,
      tokenHash: hashToken(token),
      invitedBy: { id: inviter.id, email: inviter.email },
      expiresAt: new Date(now.getTime() + this.options.ttlMs),
    });
    const doc = created.toObject();
    await this.mail(doc, token);
    return this.toInvitation(doc);
  }

  /** Open invitations (not accepted or revoked), expired ones included so they can be resent. */
  async list(): Promise<Invitation[]> {
    const docs = await this.invitations
      .find({ acceptedAt: null, revokedAt: null })
      .sort({ createdAt: -1 })
      .lean<InvitationDoc[]>()
      .exec();
    return docs.map((doc) => this.toInvitation(doc));
  }

  async revoke(id: string): Promise<Invitation> {
    const doc = await this.invitations
      .findOneAndUpdate(
        { id, acceptedAt: null, revokedAt: null },
        { $set: { revokedAt: new Date(this.now()) } },
      )
      .lean<InvitationDoc>()
      .exec();
    if (!doc) throw notFound(MESSAGES.invitationNotFound);
    return this.toInvitation(doc);
  }

  /** A new link (the old one stops working) valid for another full period, e-mailed again. */
  async resend(id: string): Promise<Invitation> {
    const token = randomBytes(32).toString('base64url');
    const doc = await this.invitations
      .findOneAndUpdate(
        { id, acceptedAt: null, revokedAt: null },
        { $set: { tokenHash: hashToken(token), expiresAt: new Date(this.now() + this.options.ttlMs) } },
        { returnDocument: 'after' },
      )
      .lean<InvitationDoc>()
      .exec();
    if (!doc) throw notFound(MESSAGES.invitationNotFound);
    await this.mail(doc, token);
    return this.toInvitation(doc);
  }

  /** Spends the link, creates the account with the invited role and signs it in. */
  async accept(body: AcceptInvitationBody, client?: ClientInfo): Promise<Session> {
    if (isCommonPassword(body.password)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE);
    const now = new Date(this.now());
    const passwordHash = await this.hasher.hash(body.password);
    const claimed = await this.invitations
      .findOneAndUpdate(
        {
          tokenHash: hashToken(body.token),
          acceptedAt: null,
          revokedAt: null,
          expiresAt: mongoose.trusted({ $gt: now }),
        },
        { $set: { acceptedAt: now } },
        { returnDocument: 'after' },
      )
      .lean<InvitationDoc>()
      .exec();
    if (!claimed) throw new HttpError(400, MESSAGES.invitationInvalid);
    let user: UserDoc;
    try {
      const created = await this.users.create({
        id: newId(),
        fullName: body.fullName.trim(),
        email: claimed.email,
        passwordHash,
        role: claimed.role,
      });
      user = created.toObject();
    } catch (error) {
      // Registered meanwhile: the invitation stays unused for an administrator to revoke.
      await this.invitations.updateOne({ id: claimed.id }, { $set: { acceptedAt: null } }).exec();
      if (isDuplicateKeyError(error)) throw new HttpError(409, MESSAGES.emailTaken);
      throw error;
    }
    return this.auth.startSession(user, client);
  }

  private async mail(doc: InvitationDoc, token: string): Promise<void> {
    const days = Math.round(this.options.ttlMs / 86_400_000);
    const link = `${this.options.consoleUrl}/accept-invitation?token=${token}`;
    await this.send({
      to: doc.email,
      invitationId: doc.id,
      subject: 'You are invited to the Mwangaza Analytics console',
      links: [link],
      text:
        `Hello,\n\n${doc.invitedBy.email} has invited you to the Mwangaza Analytics console as ${ROLE_NAMES[doc.role]}. ` +
        `Choose your name and password here within ${days} days:\n\n${link}\n\nThe link works once. ` +
        'If you did not expect this invitation, ignore this e-mail.\n',
    });
  }
}
