import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import type { PreviewModel } from '../../../models/preview.model';
import type { PublishingClock } from '../publishing-clock';

/**
 * Short-lived previews of unsaved content, in the database so every API instance can answer them. A token is
 * a random 32-character secret; reading one still needs a staff session, so a leaked link shows nothing.
 */
export class PreviewStore {
  constructor(
    private readonly model: PreviewModel,
    private readonly clock: PublishingClock,
    private readonly ttlSeconds: number,
  ) {}

  async create(collectionName: string, item: Record<string, unknown>, createdBy: string) {
    const now = this.clock.now();
    // Expired previews go when new ones are made: no job needed, and nothing old piles up.
    await this.model.deleteMany({ expiresAt: mongoose.trusted({ $lte: now }) }).exec();
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000);
    await this.model.create({ token, collectionName, item, createdBy, expiresAt });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  /** The previewed item, or null when the token is unknown, expired or of another collection. */
  async read(collectionName: string, token: string): Promise<Record<string, unknown> | null> {
    const doc = await this.model
      .findOne({ token, collectionName, expiresAt: mongoose.trusted({ $gt: this.clock.now() }) })
      .lean()
      .exec();
    return doc ? (doc.item as Record<string, unknown>) : null;
  }
}
