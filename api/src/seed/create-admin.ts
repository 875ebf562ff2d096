import { randomBytes } from 'node:crypto';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@mwangaza/shared/schemas';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../lib/common-passwords';
import { newId } from '../lib/ids';
import type { PasswordHasher } from '../lib/password';
import type { UserModel } from '../models/user.model';
import { normalizeEmail } from '../plugins/app/auth/auth-service';

export interface CreateAdminInput {
  email: string;
  fullName?: string;
  /** Unset: a new account gets a generated password (returned once); an existing one keeps its own. */
  password?: string;
}

export interface CreateAdminResult {
  email: string;
  created: boolean;
  generatedPassword?: string;
}

export class CreateAdminError extends Error {
  override name = 'CreateAdminError';
}

/**
 * The operators' way to the first (or any) administrator: creates the account, or promotes and re-enables
 * an existing one (setting its password only when one is given).
 */
export async function createAdmin(
  users: UserModel,
  hasher: PasswordHasher,
  input: CreateAdminInput,
): Promise<CreateAdminResult> {
  const email = normalizeEmail(input.email);
  if (!new RegExp(EMAIL_PATTERN).test(email))
    throw new CreateAdminError(`Not a valid e-mail address: "${input.email}"`);
  if (input.password !== undefined) {
    if (input.password.length < PASSWORD_MIN_LENGTH)
      throw new CreateAdminError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters`);
    if (isCommonPassword(input.password)) throw new CreateAdminError(COMMON_PASSWORD_MESSAGE);
  }
  const existing = await users.findOne({ email }).lean().exec();
  if (existing) {
    const set: Record<string, unknown> = { role: 'admin', disabledAt: null };
    if (input.fullName?.trim()) set.fullName = input.fullName.trim();
    if (input.password !== undefined) set.passwordHash = await hasher.hash(input.password);
    await users.updateOne({ id: existing.id }, { $set: set, $unset: { demo: 1 } }).exec();
    return { email, created: false };
  }
  const fullName = input.fullName?.trim();
  if (!fullName) throw new CreateAdminError('A name is needed for a new account (--name or ADMIN_NAME)');
  const generatedPassword = input.password === undefined ? randomBytes(18).toString('base64url') : undefined;
  const passwordHash = await hasher.hash(input.password ?? generatedPassword!);
  await users.create({ id: newId(), fullName, email, passwordHash, role: 'admin' });
  return { email, created: true, generatedPassword };
}
