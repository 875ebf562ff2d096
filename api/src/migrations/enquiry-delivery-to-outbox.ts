import { isDuplicateKeyError } from '../lib/ids';
import type { EnquiryDoc } from '../models/enquiry.model';
import { enquiryNotification } from '../plugins/app/contact/enquiry-notification';
import type { Migration } from './migration';

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
export const enquiryDeliveryToOutbox: Migration = {
  id: 'enquiry-delivery-to-outbox',
  description: 'the delivery state kept in enquiries before the outbox becomes outbox messages',
  async up({ models, config, clock, log }) {
    const enquiries = models.Enquiry;
    const outbox = models.OutboxMessage;
    const to = config.contactTo;
    const retryForMs = config.mailRetryForMs;
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
  },
};
