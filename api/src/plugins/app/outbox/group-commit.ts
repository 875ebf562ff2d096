/**
 * Writes items in groups: the first item is written at once, and the items added while a write is in
 * progress go together in the next one (group commit). Under load, one database write records many
 * messages; when idle, an item waits for no timer. `add` resolves once its own item is written.
 */
export class GroupCommit<T> {
  private waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private writing = false;

  constructor(private readonly write: (items: T[]) => Promise<void>) {}

  add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (!this.writing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.writing = true;
    while (this.waiting.length) {
      const group = this.waiting.splice(0);
      try {
        await this.write(group.map((entry) => entry.item));
        for (const entry of group) entry.resolve();
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    this.writing = false;
  }
}
