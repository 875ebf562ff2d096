import { CONTENT_WRITER_ROLES, type TwoFactorPolicy } from '@mwangaza/shared/schemas';
import type { SettingModel } from '../../../models/setting.model';
import type { UserDoc } from '../../../models/user.model';

const SETTING = 'twoFactorRequiredForStaff';

/**
 * Whether editors and administrators must sign in with two factors: a setting administrators change from
 * the Users screen, or always on with TWO_FACTOR_REQUIRED=true (then the console cannot switch it off).
 */
export class TwoFactorPolicyStore {
  constructor(
    private readonly settings: SettingModel,
    private readonly requiredByConfig: boolean,
    private readonly now: () => number,
  ) {}

  async get(): Promise<TwoFactorPolicy> {
    if (this.requiredByConfig) return { requiredForStaff: true, lockedByConfig: true };
    const doc = await this.settings.findById(SETTING).lean().exec();
    return { requiredForStaff: doc?.value === true, lockedByConfig: false };
  }

  async set(requiredForStaff: boolean, by: { id: string; email: string }): Promise<TwoFactorPolicy> {
    await this.settings
      .updateOne(
        { _id: SETTING },
        { $set: { value: requiredForStaff, updatedAt: new Date(this.now()), updatedBy: by } },
        { upsert: true },
      )
      .exec();
    return this.get();
  }

  /** An account that must set two-factor sign-in up before it may do anything else. */
  async setupRequired(doc: UserDoc): Promise<boolean> {
    if (doc.twoFactor?.enabledAt || !CONTENT_WRITER_ROLES.includes(doc.role)) return false;
    return (await this.get()).requiredForStaff;
  }
}
