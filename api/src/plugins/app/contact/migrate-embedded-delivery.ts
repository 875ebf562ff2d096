import type { FastifyBaseLogger } from 'fastify';
import { isDuplicateKeyError } from '../../../lib/ids';
import type { EnquiryDoc, EnquiryModel } from '../../../models/enquiry.model';
import type { OutboxMessageModel } from '../../../models/outbox-message.model';
import { enquiryNotification } from './enquiry-notification';

/** The delivery state enquiries carried before the outbox existed. */
interface LegacyDelivery {
  state: 'pending' | 'sent' | 'failed';
  attempts?: number;
  lastError?: string;
  note?: string;
  sentAt?: Date;
  nextAttemptAt?: Date;
}

/**
 * Moves each enquiry's embedded `delivery` into an outbox message (id `legacy-<enquiry id>`, so two
 * instances starting at once, or a start after a crash half way, never make two). Deliveries that had
 * been given up as failed are retried with a fresh window: they were never delivered.
 */
export async function migrateEmbeddedDelivery({
  enquiries,
  outbox,
  to,
  retryForMs,
  clock,
  log,
}: {
  enquiries: EnquiryModel;
  outbox: OutboxMessageModel;
  /** The inbox the notifications go to. */
  to: string;
  retryForMs: number;
  clock: () => number;
  log: FastifyBaseLogger;
}): Promise<number> {
  // The raw collection: `delivery` is no longer in the schema, so mongoose would drop it from the filter.
  const legacy = enquiries.collection.find<EnquiryDoc & { delivery: LegacyDelivery }>({
    delivery: { $exists: true },
  });
  let moved = 0;
  for await (const enquiry of legacy) {
    const { delivery } = enquiry;
    const now = new Date(clock());
    const sent = delivery.state === 'sent';
    const message = {
      ...enquiryNotification(enquiry),
      to,
      state: sent ? 'sent' : 'pending',
      attempts: delivery.attempts ?? 0,
      retryUntil: new Date(now.getTime() + retryForMs),
      ...(sent
        ? { sentAt: delivery.sentAt ?? enquiry.createdAt }
        : { nextAttemptAt: delivery.state === 'pending' ? (delivery.nextAttemptAt ?? now) : now }),
      ...(delivery.lastError && !sent ? { lastError: delivery.lastError } : {}),
      ...(delivery.note ? { note: delivery.note } : {}),
      createdAt: enquiry.createdAt,
      updatedAt: now,
    };
    try {
      await outbox.collection.updateOne(
        { id: `legacy-${enquiry.id}` },
        { $setOnInsert: message },
        { upsert: true },
      );
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    await enquiries.collection.updateOne({ id: enquiry.id }, { $unset: { delivery: '' } });
    moved++;
  }
  if (moved) log.info({ moved }, 'moved enquiry deliveries into the outbox');
  return moved;
}
