import { setMaxListeners } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import mongoose, { type QueryFilter } from 'mongoose';
import type { SecretBox } from '../../../lib/secret-box';
import type { MessageBody, OutboxMessageDoc, OutboxMessageModel } from '../../../models/outbox-message.model';
import type { Mailer, MailContact } from './mailer';
import { DeliveryLoop } from './delivery-loop';
import { ClaimQueue, OutboxLeases, type Claimed } from './outbox-leases';
import { RateWindow } from './rate-window';
import { newStoredMessage, openBody, PURGED_BODY, sealStoredBodies } from './stored-bodies';
import { isPermanentRefusal, retryDelayMs, type RetryPolicy } from './retry-policy';

/** A message to send, its recipient defaulting to the consultancy's inbox (CONTACT_TO). */
export interface EnqueueInput
  extends
    MessageBody,
    Pick<OutboxMessageDoc, 'kind' | 'subject' | 'replyTo' | 'about' | 'key' | 'messageId'> {
  to?: string;
  sendAt?: Date; // not before this time (a reminder); default now
}

/** Told when the receiving server refuses a message for good (5xx): e.g. the newsletter marks a bounce. */
export type RefusalListener = (message: OutboxMessageDoc, reason: string) => Promise<void>;

/** How fast the outbox sends: several messages at once, and passes of a bounded size back to back. */
export interface DeliveryOptions {
  /** Messages one instance sends at the same time (MAIL_CONCURRENCY). */
  concurrency: number;
  /** Messages one delivery pass attempts (MAIL_BATCH_SIZE); a full pass is followed by the next at once. */
  batchSize: number;
  /** At most this many attempts start per minute on this instance (MAIL_RATE_PER_MINUTE; 0: no limit). */
  perMinute?: number;
  /** How often the loop looks for due messages when the last pass found fewer than a batch. */
  intervalMs: number;
}

const $gt = (value: Date) => mongoose.trusted({ $gt: value });

/** Messages a pass claims per round trip, per sender: three database commands for a group (outbox-leases.ts). */
const CLAIM_PER_SENDER = 4;

/**
 * Every e-mail the API sends: stored first, then delivered at least once. An attempt claims its message
 * with a lease (outbox-leases.ts; the loop claims due messages in groups), so the request that queued it,
 * the background loop and other API instances never send one message at the same time; a failure is
 * retried with growing delays until the policy's window closes. A backlog drains as fast as the SMTP
 * server takes it (`concurrency` at once, batch after batch); stopping releases the leases of the messages
 * being sent, so the next start sends them at once instead of after the lease.
 */
export class OutboxService {
  private readonly inFlight = new Set<Promise<void>>();
  /** Ends the SMTP exchanges in progress when the outbox stops. */
  private readonly stopSending = new AbortController();
  private stopping = false;
  private readonly loop: DeliveryLoop;
  private sealed = false;
  private readonly refusalListeners: RefusalListener[] = [];
  private readonly rate: RateWindow;
  private readonly leases: OutboxLeases;

  /** `box` seals what a message says while it waits (its links may be live: invitations, resets). */
  constructor(
    private readonly model: OutboxMessageModel,
    private readonly mailer: Mailer,
    private readonly policy: RetryPolicy,
    private readonly delivery: DeliveryOptions,
    private readonly clock: () => number,
    private readonly log: FastifyBaseLogger,
    private readonly box: SecretBox,
  ) {
    // Every send in progress listens to this one signal: as many as are queued at once, by design.
    setMaxListeners(0, this.stopSending.signal);
    this.rate = new RateWindow(delivery.perMinute ?? 0, this.stopSending.signal);
    this.leases = new OutboxLeases(model, policy.leaseMs, clock);
    // Bodies stored in clear by earlier versions sealed (or purged, if sent) once, then due messages drained.
    this.loop = new DeliveryLoop(async () => {
      try {
        if (!this.sealed) await this.sealStoredBodies().then(() => void (this.sealed = true));
        await this.drain();
      } catch (error) {
        this.log.warn({ err: error }, 'outbox delivery pass failed');
      }
    }, delivery.intervalMs);
  }

  onRefused(listener: RefusalListener): void {
    this.refusalListeners.push(listener);
  }

  /** Starts the delivery loop: a pass now (what an earlier process left due), then every interval. */
  start(): void {
    this.loop.start();
  }

  /**
   * Drains what is due now rather than at the loop's next interval: a backlog just queued (a newsletter's
   * thousands of messages) is sent batch after batch without waiting MAIL_RETRY_INTERVAL_MS between them.
   */
  kick(): void {
    if (!this.stopping && !this.loop.kick()) this.track(this.drain());
  }

  /**
   * Stops sending: no new attempts, the SMTP exchanges in progress are ended and their messages released
   * (due now, for the next start or another instance). A message the server had already taken when its
   * exchange was cut is sent again then: at least once, never lost.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    this.loop.stop();
    this.stopSending.abort();
    await this.settle();
  }

  /**
   * The body a message carries: opened from its sealed `body`, or as an earlier version stored it in clear;
   * undefined once it was sent (or erased). Throws for a body sealed with a key no longer configured.
   */
  bodyOf(doc: Pick<OutboxMessageDoc, 'body' | 'text' | 'html' | 'links'>): MessageBody | undefined {
    return openBody(this.box, doc);
  }

  /** Stored bodies brought to what the outbox keeps (stored-bodies.ts); returns how many changed. */
  sealStoredBodies(): Promise<number> {
    return sealStoredBodies(this.model, this.box, this.log);
  }

  /** Stores the message (its body sealed) and starts its first attempt in the background; returns its id. */
  async enqueue(input: EnqueueInput): Promise<string> {
    const message = this.newMessage(input);
    const doc = await this.model.create(message);
    // While stopping, it stays due for the next start (or another instance); a later one waits for the loop.
    if (!this.stopping && message.nextAttemptAt.getTime() <= this.clock())
      this.track(this.deliver({ id: doc.id }));
    return doc.id;
  }

  /**
   * Stores many messages for the delivery loop (no attempt started here): those whose `key` is already in
   * the outbox are skipped, so queueing the same set again after a crash adds only what is missing (the
   * unique index on `key` holds across instances). Returns how many were stored.
   */
  async enqueueMany(inputs: readonly (EnqueueInput & { key: string })[]): Promise<number> {
    const keys = inputs.map((input) => input.key);
    const present = await this.model.find({ key: mongoose.trusted({ $in: keys }) }, { key: 1 }).lean();
    const stored = new Set(present.map((doc) => doc.key));
    const missing = inputs.filter((input) => !stored.has(input.key)).map((input) => this.newMessage(input));
    if (!missing.length) return 0;
    try {
      return (await this.model.insertMany(missing, { ordered: false })).length;
    } catch (error) {
      // Another instance queued some of them in between: the index refused those, the rest are stored.
      if ((error as { code?: number }).code !== 11000) throw error;
      return (error as { insertedDocs?: unknown[] }).insertedDocs?.length ?? 0;
    }
  }

  private newMessage(input: EnqueueInput) {
    return newStoredMessage(input, this.box, {
      now: new Date(this.clock()),
      to: this.mailer.defaultTo,
      retryForMs: this.policy.retryForMs,
    });
  }

  /**
   * Sends a message again: a failed one gets a new retry window, a waiting one is due at once. A message
   * being sent right now is left to that attempt, and a sent one (its body is gone) as it is: the caller
   * queues a new one. Null if there is none.
   */
  async resend(id: string): Promise<OutboxMessageDoc | null> {
    const now = new Date(this.clock());
    const inFlight = {
      state: 'pending' as const,
      claim: mongoose.trusted({ $exists: true }),
      nextAttemptAt: $gt(now),
    };
    const exists = mongoose.trusted({ $exists: true });
    const notInFlight: QueryFilter<OutboxMessageDoc> = {
      id,
      $nor: [inFlight],
      $or: [{ body: exists }, { text: exists }],
    };
    const doc = await this.model
      .findOneAndUpdate(
        notInFlight,
        {
          $set: {
            state: 'pending',
            nextAttemptAt: now,
            retryUntil: new Date(now.getTime() + this.policy.retryForMs),
          },
          $unset: { claim: 1, lastError: 1, note: 1, sentAt: 1 },
        },
        { returnDocument: 'after' },
      )
      .lean<OutboxMessageDoc>()
      .exec();
    if (!doc) return this.model.findOne({ id }).lean<OutboxMessageDoc>().exec();
    if (!this.stopping) this.track(this.deliver({ id }));
    return doc;
  }

  async get(id: string): Promise<OutboxMessageDoc | null> {
    return this.model.findOne({ id }).lean<OutboxMessageDoc>().exec();
  }

  /** The newest message of a kind about each of the given records (e.g. the notification of each enquiry). */
  async latestAbout(
    type: string,
    ids: readonly string[],
    kind: string,
  ): Promise<Map<string, OutboxMessageDoc>> {
    const latest = new Map<string, OutboxMessageDoc>();
    if (ids.length === 0) return latest;
    const docs = await this.model
      .find({ 'about.type': type, 'about.id': mongoose.trusted({ $in: [...ids] }), kind })
      .sort({ createdAt: -1, id: 1 })
      .lean<OutboxMessageDoc[]>()
      .exec();
    for (const doc of docs) if (!latest.has(doc.about.id)) latest.set(doc.about.id, doc);
    return latest;
  }

  /**
   * One pass: attempts due messages, `concurrency` at a time, until none is due or a batch has been attempted;
   * returns how many were attempted. Messages are claimed in groups (claimDue) that the senders share; the
   * contact facts of the HTML footer are read once per pass. The loop calls it; tests call it too.
   */
  async deliverDue(): Promise<number> {
    const { concurrency, batchSize } = this.delivery;
    // Under a provider's rate a message is claimed only once its turn is taken (rate-window.ts).
    const groupSize = this.delivery.perMinute ? 1 : concurrency * CLAIM_PER_SENDER;
    const queue = new ClaimQueue((limit) => this.claimDue(limit), groupSize, batchSize);
    let contact: Promise<MailContact | undefined> | undefined;
    const passContact = () => (contact ??= this.mailer.contact());
    const sender = async () => {
      while (!this.stopping) {
        const item = await queue.next();
        if (!item) return;
        await this.attempt(item.message, item.claim, passContact);
      }
    };
    try {
      await Promise.all(Array.from({ length: concurrency }, sender));
    } finally {
      // Stopping: the messages claimed but not attempted are due again at once (another instance, the next start).
      const untried = queue.untried();
      if (untried.length) await this.leases.releaseUntried(untried);
    }
    return queue.claimed;
  }

  /** Claims a group of due messages (outbox-leases.ts), once a turn is taken under a provider's rate. */
  private async claimDue(limit: number): Promise<Claimed[]> {
    if (this.stopping || limit <= 0) return [];
    const limited = (this.delivery.perMinute ?? 0) > 0;
    if (limited && !(await this.rate.take())) return [];
    const claimed = await this.leases.claimDue(limit);
    if (!claimed.length && limited) this.rate.giveBack();
    return claimed;
  }

  /** Passes back to back while they come back full (a backlog), letting requests in between. */
  private async drain(): Promise<void> {
    while (!this.stopping && (await this.deliverDue()) >= this.delivery.batchSize)
      await new Promise((resolve) => setImmediate(resolve));
  }

  /** Waits for the attempts in progress: started by enqueue and resend, and the loop's pass (tests, stop). */
  async settle(): Promise<void> {
    while (this.inFlight.size || this.loop.running)
      await Promise.allSettled([...this.inFlight, this.loop.running]);
  }

  private track(attempt: Promise<unknown>): void {
    const tracked = attempt.then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error }, 'outbox delivery crashed'),
    );
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  /** Claims one due message matching `filter` (a request's own, at once) and makes one attempt; false when none was due. */
  private async deliver(filter: { id?: string }): Promise<boolean> {
    if (this.stopping || !(await this.rate.take())) return false;
    const claimed = await this.leases.claimOne(filter);
    if (!claimed) {
      this.rate.giveBack();
      return false;
    }
    await this.attempt(claimed.message, claimed.claim);
    return true;
  }

  /** `contact`: the HTML footer's contact facts (read once per pass; by itself otherwise). */
  private async attempt(
    message: OutboxMessageDoc,
    claim: string,
    contact?: () => Promise<MailContact | undefined>,
  ): Promise<void> {
    const { id, attempts } = message;
    // Only the holder of the claim records the outcome (another sender may have taken over an expired lease).
    const mine = { id, claim };
    try {
      const body = this.bodyOf(message);
      if (!body) throw new Error('the message has no body to send (erased, or sent before)');
      const outcome = await this.mailer.send({ ...message, ...body }, this.stopSending.signal, contact);
      // Sent: what it said (perhaps a live link) is not kept; the record of its delivery is.
      if (outcome.mode === 'smtp') await this.leases.markSent(id, claim);
      else
        await this.model
          .updateOne(mine, {
            $set: { state: 'sent', sentAt: new Date(this.clock()), note: outcome.note },
            $unset: { ...PURGED_BODY, claim: 1, nextAttemptAt: 1, lastError: 1 },
          })
          .exec();
    } catch (error) {
      if (this.stopSending.signal.aborted) {
        // Cut short by stop(): due again at once, for the next start or another instance.
        await this.model
          .updateOne(mine, { $set: { nextAttemptAt: new Date(this.clock()) }, $unset: { claim: 1 } })
          .exec();
        this.log.info(
          { messageId: id, kind: message.kind },
          'e-mail left for the next start (shutting down)',
        );
        return;
      }
      const lastError = error instanceof Error ? error.message : String(error);
      const next = new Date(this.clock() + retryDelayMs(this.policy, attempts));
      // A 5xx answer is the receiving server's final word (no such mailbox): retrying cannot change it.
      const refused = isPermanentRefusal(error);
      const failed = refused || next > message.retryUntil;
      await this.model
        .updateOne(
          mine,
          failed
            ? { $set: { state: 'failed', lastError }, $unset: { claim: 1, nextAttemptAt: 1 } }
            : { $set: { lastError, nextAttemptAt: next }, $unset: { claim: 1 } },
        )
        .exec();
      const context = { messageId: id, kind: message.kind, attempts, reason: lastError };
      this.log.warn(context, failed ? 'e-mail delivery gave up' : 'e-mail delivery failed; will retry');
      if (refused) for (const listener of this.refusalListeners) await listener(message, lastError);
    }
  }
}
