import type { ContentVersionModel } from '../../../models/content-version.model';
import type { PublishingClock } from '../publishing-clock';

const ID = 'public';

/**
 * Which public content is live, as a key every instance computes alike: `<version>.<next publish time>`.
 * `version` is a counter in MongoDB that every content write increments; the next scheduled publish time
 * changes the key the moment an item becomes due (by `app.publishingClock`), with no job running. Public
 * caches (this API's, the static servers' pages) keep an answer while the key is the same.
 *
 * The counter is read again at most every `checkMs` (no database round trip per request), so another
 * instance's write shows here within that time; this instance's own writes show at once.
 */
export class ContentVersionTracker {
  private version = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private nextChange: Date | null = null;
  private refreshing: Promise<void> | null = null;
  /** A write on this instance whose increment has not been stored yet: readers wait for it. */
  private bumping: Promise<void> | null = null;

  constructor(
    private readonly model: ContentVersionModel,
    private readonly clock: PublishingClock,
    private readonly checkMs: number,
    private readonly nextScheduled: () => Promise<Date | null>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The current key, read again from the database when the last read is older than `checkMs`. */
  async current(): Promise<string> {
    if (this.bumping) await this.bumping;
    if (this.stale()) {
      this.refreshing ??= this.refresh().finally(() => (this.refreshing = null));
      await this.refreshing;
    }
    return this.key;
  }

  /**
   * The current key when it needs no database read (the usual case between checks), else null: lets a
   * cached answer go out without waiting on a promise. Whatever `current()` would have to wait for, this
   * declines.
   */
  currentIfKnown(): string | null {
    return this.bumping || this.stale() ? null : this.key;
  }

  private stale(): boolean {
    return (
      Date.now() - this.checkedAt >= this.checkMs ||
      (this.nextChange !== null && this.clock.now() >= this.nextChange)
    );
  }

  /** When public content next changes by itself (a scheduled item becomes due), as last read. */
  get nextChangeAt(): Date | null {
    return this.nextChange;
  }

  private get key(): string {
    return `${this.version}.${this.nextChange?.getTime() ?? 0}`;
  }

  /** A content write on this instance: every instance's key changes (here before the next read answers). */
  changed(): void {
    const bump = this.model
      .findOneAndUpdate({ _id: ID }, { $inc: { version: 1 } }, { upsert: true, returnDocument: 'after' })
      .lean()
      .exec()
      .then(async (doc) => {
        this.version = doc?.version ?? this.version + 1;
        this.checkedAt = Date.now();
        this.nextChange = await this.nextScheduled();
      })
      .catch((error: unknown) => {
        // Read again on the next request rather than trust a key that may not have moved.
        this.checkedAt = Number.NEGATIVE_INFINITY;
        this.onError(error);
      });
    const previous = this.bumping;
    this.bumping = (previous ? previous.then(() => bump) : bump).finally(() => {
      if (this.bumping === tracked) this.bumping = null;
    });
    const tracked = this.bumping;
  }

  /** Reads the version and the schedule again on the next request (the test clock moved). */
  recheck(): void {
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  private async refresh(): Promise<void> {
    try {
      const [doc, next] = await Promise.all([this.model.findById(ID).lean().exec(), this.nextScheduled()]);
      this.version = doc?.version ?? 0;
      this.nextChange = next;
      this.checkedAt = Date.now();
    } catch (error) {
      // Tried again after `checkMs`, not by every request while the database is away.
      this.checkedAt = Date.now();
      this.onError(error);
    }
  }
}
