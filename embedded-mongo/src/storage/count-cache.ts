/** Counts remembered, at most this many (the oldest go first). */
const ENTRIES = 2000;

/**
 * Counts of index keys over ranges, remembered until the index changes: SQLite counts a range by walking it,
 * and a list page asks the same counts again and again (its total, one per stage…) while the data changes
 * far more rarely. An entry holds the index's version when it was counted; any change to the index's
 * entries moves its version on, so a remembered count is always the current one.
 */
export class CountCache {
  private readonly entries = new Map<string, { version: number; n: number }>();

  get(key: string, version: number): number | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry.n : undefined;
  }

  clear(): void {
    this.entries.clear();
  }

  set(key: string, version: number, n: number): void {
    this.entries.delete(key);
    this.entries.set(key, { version, n });
    if (this.entries.size > ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }
}
