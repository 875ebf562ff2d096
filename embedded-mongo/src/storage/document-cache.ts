import type { Document } from 'bson';

/** Documents larger than this (a media chunk) are read when asked for, never kept. */
const LARGEST_CACHED = 16 * 1024;

/**
 * Recently read documents, decoded, up to a byte budget (least recently used first out). Only the latest
 * data is cached: a write to a document drops its entry, so a hit is always the stored version.
 */
export class DocumentCache {
  private readonly entries = new Map<string, { doc: Document; bytes: number }>();
  private bytes = 0;

  constructor(private readonly budget: number) {}

  get(key: string): Document | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.doc;
  }

  /** `size`: the document's BSON length; decoded, a document takes about twice that. */
  set(key: string, doc: Document, size: number): void {
    if (size > LARGEST_CACHED) return;
    const bytes = size * 2 + 100;
    this.delete(key);
    this.entries.set(key, { doc, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
