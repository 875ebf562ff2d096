/**
 * Documents written by an open transaction, keyed by namespace and `_id` key. Like MongoDB's
 * document locks: another transaction touching one gets a WriteConflict at once, while a write
 * outside any transaction waits until the holder commits or aborts.
 */
export interface LockOwner {
  /** Settles when the owning transaction ends (commit or abort). */
  readonly released: Promise<void>;
}

export class DocumentLocks {
  private readonly held = new Map<string, LockOwner>();

  get size(): number {
    return this.held.size;
  }

  holder(ns: string, idKey: string): LockOwner | undefined {
    return this.held.size === 0 ? undefined : this.held.get(lockKey(ns, idKey));
  }

  acquire(ns: string, idKey: string, owner: LockOwner): void {
    this.held.set(lockKey(ns, idKey), owner);
  }

  release(ns: string, idKey: string, owner: LockOwner): void {
    const key = lockKey(ns, idKey);
    if (this.held.get(key) === owner) this.held.delete(key);
  }
}

const lockKey = (ns: string, idKey: string): string => `${ns}\u0000${idKey}`;

/**
 * Thrown by a write outside a transaction that hit a locked document before changing anything;
 * the caller waits for `released` and runs the same statement again.
 */
export class LockWait extends Error {
  constructor(readonly released: Promise<void>) {
    super('waiting for a transaction to end');
  }
}
