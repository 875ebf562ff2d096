import type { Document } from 'bson';

/** What a backup archive holds, written last into it as `manifest.json` (relaxed Extended JSON). */
export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: typeof ARCHIVE_VERSION;
  createdAt: string;
  database: string;
  /** `snapshot`: every collection read at one moment (`snapshotTime`); `none`: a standalone server. */
  consistency: 'snapshot' | 'none';
  snapshotTime?: { t: number; i: number };
  collections: CollectionEntry[];
  media: { bucket: string; files: MediaEntry[] };
}

export interface CollectionEntry {
  name: string;
  /** Documents in the collection (for the GridFS chunks: the chunks rebuilt from the media files). */
  count: number;
  /** Index specifications as listIndexes gives them, without `v` and `ns`; `_id_` is implied. */
  indexes: Document[];
  /** Collection options (capped, validator, …) when it was created with any. */
  options?: Document;
  /** The documents, as concatenated BSON in parts; empty for the chunks, which come from `media/`. */
  parts: ArchivePart[];
}

export interface ArchivePart {
  file: string;
  count: number;
  bytes: number;
  sha256: string;
}

export interface MediaEntry {
  /** The GridFS file's `_id` (an ObjectId; Extended JSON in the manifest). */
  id: unknown;
  filename: string;
  file: string;
  length: number;
  chunkSize: number;
  sha256: string;
}

export const ARCHIVE_FORMAT = 'mwangaza-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
/** The GridFS bucket of the media library. */
export const MEDIA_BUCKET = 'media';
/** Documents per part are bounded by bytes, so a part is held in memory whole. */
export const PART_BYTES = 8 * 1024 * 1024;

const ARCHIVE_NAME = /^mwangaza-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz(\.enc)?$/;

/** `mwangaza-backup-2026-05-04T08-00-00-000Z.tar.gz` (`.enc` added when encrypted): sorts by time. */
export function archiveName(at: Date, encrypted: boolean): string {
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  return `mwangaza-backup-${stamp}.tar.gz${encrypted ? '.enc' : ''}`;
}

export function isArchiveName(name: string): boolean {
  return ARCHIVE_NAME.test(name);
}
