import type { OutboxMessageModel } from '../../../models/outbox-message.model';

export interface OutboxStats {
  /** Messages waiting for their first attempt or a retry. */
  pending: number;
  /** Messages given up on after MAIL_RETRY_FOR (an admin can resend them). */
  failed: number;
  /** When the longest-waiting pending message was queued; null when none is pending. */
  oldestPendingAt: Date | null;
}

/** How the outbox stands, across every API instance (it is one collection). */
export async function outboxStats(model: OutboxMessageModel): Promise<OutboxStats> {
  const [pending, failed, oldest] = await Promise.all([
    model.countDocuments({ state: 'pending' }).exec(),
    model.countDocuments({ state: 'failed' }).exec(),
    model
      .findOne({ state: 'pending' }, { createdAt: 1 })
      .sort({ createdAt: 1 })
      .lean<{ createdAt: Date }>()
      .exec(),
  ]);
  return { pending, failed, oldestPendingAt: oldest?.createdAt ?? null };
}
