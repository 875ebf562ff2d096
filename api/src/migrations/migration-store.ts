import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Connection } from 'mongoose';
import { isDuplicateKeyError } from '../lib/ids';

/** One applied start-up step (a migration, or the first-start seed), as kept in `migrations`. */
export interface StepRecord {
  _id: string;
  kind: 'migration' | 'seed';
  appliedAt: Date;
  durationMs: number;
  /** Documents it changed. */
  changed: number;
  /** Who applied it (host and process), for an operator reading the collection. */
  by: string;
  note?: string;
}

/** The lock document: whoever holds it runs the pending steps; the others wait for it. */
interface LockDoc {
  _id: typeof LOCK_ID;
  owner: string | null;
  expiresAt: Date | null;
}

const LOCK_ID = '_lock';
/** A holder that stops renewing (killed) loses the lock after this long; a live one renews it every third. */
const LEASE_MS = 60_000;
const POLL_MS = 200;

export interface Logger {
  info(object: object, message: string): void;
}

/**
 * The `migrations` collection: a record per applied step and one lock document, so that several instances
 * starting together on one database run each step once, in order. The lock is claimed with one upsert on
 * `_id` (atomic on MongoDB and on the embedded database alike): while another instance holds a live lock
 * the upsert fails with a duplicate key and this instance waits; a lock whose lease ran out (its holder
 * died) is taken over.
 */
export class MigrationStore {
  readonly collection;
  readonly by = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(
    connection: Connection,
    private readonly options: { leaseMs?: number; pollMs?: number; log?: Logger } = {},
  ) {
    this.collection = connection.db!.collection<StepRecord | LockDoc>('migrations');
  }

  /** Every applied step, oldest first. */
  async applied(): Promise<StepRecord[]> {
    const records = await this.collection.find({ _id: { $ne: LOCK_ID } }).toArray();
    return (records as StepRecord[]).sort((a, b) => a.appliedAt.getTime() - b.appliedAt.getTime());
  }

  async isApplied(id: string): Promise<boolean> {
    return (await this.collection.countDocuments({ _id: id }, { limit: 1 })) > 0;
  }

  async record(step: Omit<StepRecord, 'appliedAt' | 'by'>): Promise<void> {
    const { _id, ...rest } = step;
    await this.collection.updateOne(
      { _id },
      { $setOnInsert: { ...rest, appliedAt: new Date(), by: this.by } },
      { upsert: true },
    );
  }

  /** Runs `work` while holding the lock (waiting for another instance's turn first). */
  async withLock<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    const renew = setInterval(() => void this.extend().catch(() => undefined), this.leaseMs / 3);
    try {
      return await work();
    } finally {
      clearInterval(renew);
      await this.collection.updateOne(
        { _id: LOCK_ID, owner: this.by },
        { $set: { owner: null, expiresAt: null } },
      );
    }
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? LEASE_MS;
  }

  private async acquire(): Promise<void> {
    let told = false;
    for (;;) {
      const now = new Date();
      try {
        await this.collection.updateOne(
          { _id: LOCK_ID, $or: [{ owner: null }, { expiresAt: { $lte: now } }] },
          { $set: { owner: this.by, expiresAt: new Date(now.getTime() + this.leaseMs) } },
          { upsert: true },
        );
        return;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      if (!told) this.options.log?.info({}, 'waiting for another instance to finish the start-up migrations');
      told = true;
      await new Promise((resolve) => setTimeout(resolve, this.options.pollMs ?? POLL_MS));
    }
  }

  private async extend(): Promise<void> {
    await this.collection.updateOne(
      { _id: LOCK_ID, owner: this.by },
      { $set: { expiresAt: new Date(Date.now() + this.leaseMs) } },
    );
  }
}
