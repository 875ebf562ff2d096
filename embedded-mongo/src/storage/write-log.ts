/**
 * The latest data's change number, and which documents changed since the oldest open transaction started:
 * a transaction may not write a document someone else wrote after its snapshot (MongoDB's write conflict).
 */
export class WriteLog {
  private seq = 0;
  /** `_id`s written since the oldest open transaction started, with the change number of their last write. */
  private readonly recentWrites = new Map<string, number>();
  /** Open transactions per change number they started at. */
  private readonly tracking = new Map<number, number>();

  get changes(): number {
    return this.seq;
  }

  /** A change to the catalog (a collection or index created or dropped): no document to remember. */
  bump(): void {
    this.seq += 1;
  }

  noteWrite(ns: string, idKey: Buffer): void {
    this.seq += 1;
    if (this.tracking.size > 0) this.recentWrites.set(`${ns}\u0000${idKey.toString('latin1')}`, this.seq);
  }

  /**
   * Starts remembering which documents change, for a transaction whose snapshot is the data as it is now;
   * returns the change number it started at.
   */
  track(): number {
    this.tracking.set(this.seq, (this.tracking.get(this.seq) ?? 0) + 1);
    return this.seq;
  }

  untrack(startedAt: number): void {
    const left = (this.tracking.get(startedAt) ?? 1) - 1;
    if (left > 0) this.tracking.set(startedAt, left);
    else this.tracking.delete(startedAt);
    if (this.tracking.size === 0) return this.recentWrites.clear();
    const oldest = Math.min(...this.tracking.keys());
    for (const [key, at] of this.recentWrites) if (at <= oldest) this.recentWrites.delete(key);
  }

  /** Whether the document was written (by anyone) after change number `since`. */
  changedSince(ns: string, idKey: string, since: number): boolean {
    return (this.recentWrites.get(`${ns}\u0000${idKey}`) ?? 0) > since;
  }
}
