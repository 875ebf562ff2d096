import type { FastifyBaseLogger } from 'fastify';
import mongoose from 'mongoose';
import type { SecretBox } from '../../../lib/secret-box';
import { newId } from '../../../lib/ids';
import type { MessageBody, OutboxMessageDoc, OutboxMessageModel } from '../../../models/outbox-message.model';
import type { EnqueueInput } from './outbox-service';

const CLEAR_BODY = { text: 1, html: 1, links: 1 } as const;
/** What a sent message's update removes: its body, sealed or (older) in clear. */
export const PURGED_BODY = { body: 1, ...CLEAR_BODY } as const;

/** What a message says, sealed for storage (its links and headers may be live: resets, unsubscribes). */
export function sealBody(box: SecretBox, body: MessageBody): string {
  const { text, html, links, headers, calendar } = body;
  const kept = {
    text,
    ...(html ? { html } : {}),
    links: links ?? [],
    ...(headers ? { headers } : {}),
    ...(calendar ? { calendar } : {}),
  };
  return box.seal(JSON.stringify(kept));
}

/**
 * The body a message carries: opened from its sealed `body`, or as an earlier version stored it in clear;
 * undefined once it was sent (or erased). Throws for a body sealed with a key no longer configured.
 */
export function openBody(
  box: SecretBox,
  doc: Pick<OutboxMessageDoc, 'body' | 'text' | 'html' | 'links'>,
): MessageBody | undefined {
  if (doc.body) return JSON.parse(box.open(doc.body)) as MessageBody;
  if (doc.text === undefined) return undefined;
  return { text: doc.text, html: doc.html, links: doc.links };
}

/**
 * Brings stored messages to what the outbox keeps: a sent message's body (kept in clear by earlier
 * versions) removed, a waiting or failed one's sealed, one sealed with a previous key sealed again. Each
 * update is conditional on the value read, so instances starting together do not clash. Returns how many
 * it changed; a body no configured key opens is logged and left (its message cannot be sent either).
 */
export async function sealStoredBodies(
  model: OutboxMessageModel,
  box: SecretBox,
  log: FastifyBaseLogger,
): Promise<number> {
  const exists = mongoose.trusted({ $exists: true });
  const purged = await model
    .updateMany({ state: 'sent', $or: [{ body: exists }, { text: exists }] }, { $unset: PURGED_BODY })
    .exec();
  let sealed = 0;
  const waiting = model
    .find({ state: mongoose.trusted({ $ne: 'sent' }), $or: [{ body: exists }, { text: exists }] })
    .lean<OutboxMessageDoc[]>()
    .cursor();
  for await (const doc of waiting) {
    if (doc.body && !box.needsResealing(doc.body)) continue;
    let body: MessageBody | undefined;
    try {
      body = openBody(box, doc);
    } catch (error) {
      log.error({ err: error, messageId: doc.id }, 'an e-mail in the outbox cannot be opened');
      continue;
    }
    if (!body) continue;
    const unchanged = doc.body
      ? { body: doc.body }
      : { text: doc.text, body: mongoose.trusted({ $exists: false }) };
    const done = await model
      .updateOne({ id: doc.id, ...unchanged }, { $set: { body: sealBody(box, body) }, $unset: CLEAR_BODY })
      .exec();
    sealed += done.modifiedCount;
  }
  if (purged.modifiedCount + sealed > 0)
    log.info({ purged: purged.modifiedCount, sealed }, 'outbox bodies sealed or, once sent, removed');
  return purged.modifiedCount + sealed;
}

/**
 * A new message as the outbox stores it: its body sealed, due now, or at `sendAt` for a reminder (it waits in
 * the outbox on the app's clock, not in a timer).
 */
export function newStoredMessage(
  input: EnqueueInput,
  box: SecretBox,
  { now, to, retryForMs }: { now: Date; to: string; retryForMs: number },
) {
  const due = input.sendAt && input.sendAt > now ? input.sendAt : now;
  return {
    id: newId(10),
    kind: input.kind,
    ...(input.key ? { key: input.key } : {}),
    ...(input.messageId ? { messageId: input.messageId } : {}),
    to: input.to ?? to,
    subject: input.subject,
    body: sealBody(box, input),
    replyTo: input.replyTo,
    about: { type: input.about.type, id: input.about.id },
    state: 'pending' as const,
    attempts: 0,
    nextAttemptAt: due,
    retryUntil: new Date(due.getTime() + retryForMs),
  };
}
