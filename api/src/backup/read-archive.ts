import { createReadStream, promises as fsp } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { decryptStream, ENCRYPTED_MAGIC } from './archive-cipher';
import { BackupRefusal } from './backup-refusal';

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** One entry's bytes as they are read; each must be consumed before the next entry is given. */
export type EntryVisitor = (name: string, content: AsyncIterable<Buffer>) => Promise<void>;

/**
 * Reads an archive written by createBackup entry by entry: decrypted (when it starts as an encrypted
 * archive does, with `key`), gunzipped, untarred. Anything that is not a whole, intact archive becomes a
 * one-line BackupRefusal. Resolves whether it was encrypted.
 */
export async function readArchive(
  file: string,
  key: string | undefined,
  visit: EntryVisitor,
): Promise<{ encrypted: boolean }> {
  const encrypted = await startsAsEncrypted(file);
  if (encrypted && !key)
    throw new BackupRefusal('the archive is encrypted: set BACKUP_KEY to the key it was made with');
  const extract = tar.extract();
  const feeding = pipeline([
    createReadStream(file),
    ...(encrypted ? [decryptStream(key!)] : []),
    createGunzip({ chunkSize: 256 * 1024 }),
    extract as unknown as NodeJS.WritableStream,
  ]);
  try {
    const visiting = (async () => {
      for await (const entry of extract) await visit(entry.header.name, entry as unknown as Readable);
    })();
    await Promise.all([feeding, visiting]);
    return { encrypted };
  } catch (error) {
    extract.destroy();
    await feeding.catch(() => undefined);
    if (error instanceof BackupRefusal) throw error;
    throw new BackupRefusal(`the archive is damaged or cut short (${(error as Error).message})`);
  }
}

async function startsAsEncrypted(file: string): Promise<boolean> {
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(file, 'r');
  } catch (error) {
    throw new BackupRefusal(`cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  try {
    const head = Buffer.alloc(ENCRYPTED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead === head.length && head.equals(ENCRYPTED_MAGIC)) return true;
    if (bytesRead >= 2 && head.subarray(0, 2).equals(GZIP_MAGIC)) return false;
    throw new BackupRefusal(`${file} is not a backup archive`);
  } finally {
    await handle.close();
  }
}
