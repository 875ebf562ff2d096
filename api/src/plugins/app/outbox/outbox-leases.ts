import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { OutboxMessageDoc, OutboxMessageModel } from '../../../models/outbox-message.model';
import { GroupCommit } from './group-commit';
import { PURGED_BODY } from './stored-bodies';

const $lte = (value: Date) => mongoose.trusted({ $lte: value });
const $in = (values: readonly string[]) => mongoose.trusted({ $in: [...values] });

/** A message this instance holds the lease of, and the claim that names it. */
export interface Claimed {
  message: OutboxMessageDoc;
  claim: string;
}

/** Message ids per claim that holds them. */
function idsByClaim(marks: readonly { id: string; claim: string }[]): Map<string, string[]> {
  const byClaim = new Map<string, string[]>();
  for (const { id, claim } of marks) {
    const ids = byClaim.get(claim);
    if (ids) ids.push(id);
    else byClaim.set(claim, [id]);
  }
  return byClaim;
}

/**
 * The outbox's leases on its messages. A claim pushes a due message's `nextAttemptAt` past the lease and
 * names itself in `claim`: no other sender (another instance, a request's attempt) takes the message until
 * the lease ends, and only the claim's holder records the outcome. Every step is one MongoDB command whose
 * filter the database checks per document, so it holds on a replica set with any number of instances.
 */
export class OutboxLeases {
  /** Messages the SMTP server took, recorded sent together (group-commit.ts): one write for many under load. */
  private readonly sentMarks = new GroupCommit<{ id: string; claim: string }>((marks) =>
    this.recordSent(marks),
  );

  constructor(
    private readonly model: OutboxMessageModel,
    private readonly leaseMs: number,
    private readonly clock: () => number,
  ) {}

  /** Claims the earliest due message matching `filter` (a message's id, or any); null when none is due. */
  async claimOne(filter: { id?: string }): Promise<Claimed | null> {
    const now = new Date(this.clock());
    const claim = randomUUID();
    const message = await this.model
      .findOneAndUpdate(
        { ...filter, state: 'pending', nextAttemptAt: $lte(now) },
        { $set: { nextAttemptAt: new Date(now.getTime() + this.leaseMs), claim }, $inc: { attempts: 1 } },
        { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
      )
      .lean<OutboxMessageDoc>()
      .exec();
    return message ? { message, claim } : null;
  }

  /**
   * Claims up to `limit` due messages in three commands, whatever the number: their ids, one update that
   * leases each one still due (one another sender claimed in between stays theirs), then those that carry
   * this claim.
   */
  async claimDue(limit: number): Promise<Claimed[]> {
    const now = new Date(this.clock());
    const due = { state: 'pending' as const, nextAttemptAt: $lte(now) };
    const candidates = await this.model
      .find(due, { id: 1 })
      .sort({ nextAttemptAt: 1 })
      .limit(limit)
      .lean<Pick<OutboxMessageDoc, 'id'>[]>()
      .exec();
    if (!candidates.length) return [];
    const ids = candidates.map((doc) => doc.id);
    const claim = randomUUID();
    await this.model
      .updateMany(
        // The due condition as a one-clause $or (the same to MongoDB) leaves the ids the only indexed
        // condition: the embedded database's planner would otherwise read every due message's key.
        { id: $in(ids), $or: [due] },
        { $set: { nextAttemptAt: new Date(now.getTime() + this.leaseMs), claim }, $inc: { attempts: 1 } },
      )
      .exec();
    const messages = await this.model
      .find({ id: $in(ids), claim })
      .lean<OutboxMessageDoc[]>()
      .exec();
    return messages.map((message) => ({ message, claim }));
  }

  /** Hands claimed messages that were never attempted back: due at once, the claim's attempt undone. */
  async releaseUntried(items: readonly Claimed[]): Promise<void> {
    const marks = items.map(({ message, claim }) => ({ id: message.id, claim }));
    for (const [claim, ids] of idsByClaim(marks))
      await this.model
        .updateMany(
          { id: $in(ids), claim },
          { $set: { nextAttemptAt: new Date(this.clock()) }, $unset: { claim: 1 }, $inc: { attempts: -1 } },
        )
        .exec();
  }

  /**
   * Records a message the SMTP server took as sent (resolves once written). Written with the others taken
   * meanwhile: a message is marked within one write of its acceptance, as when each had its own.
   */
  markSent(id: string, claim: string): Promise<void> {
    return this.sentMarks.add({ id, claim });
  }

  /** Sent: what the messages said (perhaps a live link) is not kept; the record of their delivery is. */
  private async recordSent(marks: { id: string; claim: string }[]): Promise<void> {
    const sentAt = new Date(this.clock());
    for (const [claim, ids] of idsByClaim(marks))
      await this.model
        .updateMany(
          { id: $in(ids), claim },
          {
            $set: { state: 'sent', sentAt },
            $unset: { ...PURGED_BODY, claim: 1, nextAttemptAt: 1, lastError: 1, note: 1 },
          },
        )
        .exec();
  }
}

/**
 * What the senders of one delivery pass share: the messages claimed so far, and a group claimed when they
 * run out (one claim at a time), until `total` were claimed or none was due.
 */
export class ClaimQueue {
  private readonly queue: Claimed[] = [];
  private refill: Promise<void> | undefined;
  private exhausted = false;
  /** Messages claimed in this pass and not given back. */
  claimed = 0;

  constructor(
    private readonly claimGroup: (limit: number) => Promise<Claimed[]>,
    private readonly groupSize: number,
    private readonly total: number,
  ) {}

  /** The next claimed message; undefined when there is none left to claim. */
  async next(): Promise<Claimed | undefined> {
    while (!this.queue.length && !this.exhausted) {
      this.refill ??= this.claimGroup(Math.min(this.groupSize, this.total - this.claimed))
        .then((group) => {
          this.claimed += group.length;
          this.queue.push(...group);
          if (!group.length || this.claimed >= this.total) this.exhausted = true;
        })
        .finally(() => (this.refill = undefined));
      await this.refill;
    }
    return this.queue.shift();
  }

  /** The messages claimed that no sender took (the outbox stopping), no longer counted. */
  untried(): Claimed[] {
    const rest = this.queue.splice(0);
    this.claimed -= rest.length;
    return rest;
  }
}
