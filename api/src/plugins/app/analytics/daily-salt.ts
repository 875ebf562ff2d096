import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../../lib/ids';
import type { AnalyticsSaltModel } from '../../../models/analytics-salt.model';

/**
 * The visitor hash's salt for a UTC day: made at random by the first instance that needs it (an upsert on the
 * day's `_id`; a concurrent maker's duplicate-key error means the other won, so it is read again) and the same
 * for every instance. Earlier days' salts are deleted, so yesterday's hashes can never be made again.
 */
export class DailySalts {
  private current: { day: string; salt: string } | undefined;

  constructor(private readonly model: AnalyticsSaltModel) {}

  async saltFor(day: string): Promise<string> {
    if (this.current?.day === day) return this.current.salt;
    const salt = await this.upsert(day);
    await this.dropBefore(day);
    this.current = { day, salt };
    return salt;
  }

  /** Deletes the salts of days before `day` (also run by the roll-up job, for days without hits). */
  async dropBefore(day: string): Promise<void> {
    await this.model.deleteMany({ _id: mongoose.trusted({ $lt: day }) }).exec();
  }

  private async upsert(day: string): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      try {
        const doc = await this.model
          .findOneAndUpdate(
            { _id: day },
            { $setOnInsert: { salt: randomBytes(32).toString('base64url') } },
            { upsert: true, returnDocument: 'after' },
          )
          .lean()
          .exec();
        if (doc) return doc.salt;
      } catch (error) {
        if (!isDuplicateKeyError(error) || attempt >= 3) throw error;
      }
    }
  }
}
