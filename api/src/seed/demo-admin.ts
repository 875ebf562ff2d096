import type { AppConfig } from '../config';
import { isDuplicateKeyError, newId } from '../lib/ids';
import type { PasswordHasher } from '../lib/password';
import type { Models } from '../models';
import { ENABLED } from '../models/user.model';
import { normalizeEmail } from '../plugins/app/auth/auth-service';

/** Demo mode: the demo administrator exists and is enabled (re-enabled if an earlier start retired it). */
export async function ensureDemoAdmin(
  models: Models,
  config: AppConfig,
  hasher: PasswordHasher,
): Promise<boolean> {
  const email = normalizeEmail(config.demoAdminEmail);
  if (await models.User.exists({ email }).exec()) {
    await models.User.updateOne({ email, demo: true }, { $set: { disabledAt: null } }).exec();
    return false;
  }
  try {
    await models.User.create({
      id: newId(),
      fullName: 'Demo Administrator',
      email,
      passwordHash: await hasher.hash(config.demoAdminPassword),
      role: 'admin',
      demo: true,
    });
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return false;
  }
}

/**
 * Demo mode off: the demo administrator is disabled and its sessions end, so the published credentials
 * never outlive demo mode. An account seeded before the `demo` flag existed is recognised by still
 * accepting the demo password; an operator's own account at that address (another password) is kept.
 */
export async function retireDemoAdmin(
  models: Models,
  config: AppConfig,
  hasher: PasswordHasher,
): Promise<boolean> {
  const doc = await models.User.findOne({ email: normalizeEmail(config.demoAdminEmail), ...ENABLED })
    .lean()
    .exec();
  if (!doc) return false;
  if (doc.demo !== true && !(await hasher.verify(config.demoAdminPassword, doc.passwordHash))) return false;
  const now = new Date();
  await models.User.updateOne({ id: doc.id }, { $set: { disabledAt: now, demo: true } }).exec();
  await models.Session.updateMany({ userId: doc.id, revokedAt: null }, { $set: { revokedAt: now } }).exec();
  return true;
}
