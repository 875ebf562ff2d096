import { createHash } from 'node:crypto';
import { EJSON } from 'bson';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, MANIFEST_FILE, type Manifest } from './archive-format';
import { checkSignature, SIGNATURE_FILE } from './archive-signature';
import { BackupRefusal } from './backup-refusal';
import { readArchive } from './read-archive';

interface SeenEntry {
  sha256: string;
  bytes: number;
  /** BSON documents, for collection parts. */
  count?: number;
}

/** How a plain archive is authenticated (archive-signature.ts); an encrypted one needs none of it. */
export interface ArchiveAuthentication {
  /** TWO_FACTOR_KEY, then TWO_FACTOR_PREVIOUS_KEYS. */
  authKeys?: readonly string[];
  /** Restore a plain archive without a signature (one made before they were signed), knowingly. */
  acceptUnauthenticated?: boolean;
}

/**
 * Reads the whole archive once and checks it against its manifest: every entry present, of the listed
 * size, SHA-256 and document count, and nothing else in it; a plain archive's manifest authenticated with
 * the API's key. Writes nothing; resolves with the manifest.
 */
export async function verifyArchive(
  file: string,
  key: string | undefined,
  authentication: ArchiveAuthentication = {},
): Promise<Manifest> {
  const seen = new Map<string, SeenEntry>();
  let manifestBytes: Buffer | undefined;
  let signature: Buffer | undefined;
  const { encrypted } = await readArchive(file, key, async (name, content) => {
    const own = name === MANIFEST_FILE ? manifestBytes : name === SIGNATURE_FILE ? signature : undefined;
    if (seen.has(name) || own !== undefined) throw new BackupRefusal(`${name} appears twice in the archive`);
    const hash = createHash('sha256');
    const kept: Buffer[] = [];
    let bytes = 0;
    const keep = name === MANIFEST_FILE || name === SIGNATURE_FILE || name.endsWith('.bson');
    for await (const chunk of content) {
      hash.update(chunk);
      bytes += chunk.length;
      if (keep) kept.push(chunk);
    }
    if (name === MANIFEST_FILE) manifestBytes = Buffer.concat(kept);
    else if (name === SIGNATURE_FILE) signature = Buffer.concat(kept);
    else
      seen.set(name, {
        sha256: hash.digest('hex'),
        bytes,
        ...(name.endsWith('.bson') ? { count: countDocuments(name, Buffer.concat(kept)) } : {}),
      });
  });
  if (manifestBytes === undefined)
    throw new BackupRefusal('the archive has no manifest: it is cut short or not a backup');
  // Before anything in the manifest is believed: it is what the signature vouches for.
  if (!encrypted)
    checkSignature(
      manifestBytes,
      signature,
      authentication.authKeys ?? [],
      authentication.acceptUnauthenticated === true,
    );
  const manifest = parseManifest(manifestBytes.toString('utf8'));
  check(manifest, seen);
  return manifest;
}

export function parseManifest(text: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = EJSON.parse(text, { relaxed: true }) as Manifest;
  } catch {
    throw new BackupRefusal('the manifest of the archive is not readable');
  }
  if (manifest.format !== ARCHIVE_FORMAT) throw new BackupRefusal('the file is not a backup of this product');
  if (manifest.version !== ARCHIVE_VERSION) {
    throw new BackupRefusal(
      `the archive is in format version ${String(manifest.version)}; this version reads version ${ARCHIVE_VERSION}`,
    );
  }
  return manifest;
}

function check(manifest: Manifest, seen: Map<string, SeenEntry>): void {
  const listed = new Set<string>();
  const expect = (file: string, sha256: string, bytes: number, count?: number) => {
    listed.add(file);
    const entry = seen.get(file);
    if (!entry) throw new BackupRefusal(`${file} is missing from the archive`);
    if (entry.sha256 !== sha256 || entry.bytes !== bytes)
      throw new BackupRefusal(
        `${file} does not match its SHA-256 checksum in the manifest (the archive is damaged)`,
      );
    if (count !== undefined && entry.count !== count)
      throw new BackupRefusal(`${file} holds ${entry.count} documents; the manifest says ${count}`);
  };
  for (const collection of manifest.collections) {
    for (const part of collection.parts) expect(part.file, part.sha256, part.bytes, part.count);
    const total = collection.parts.reduce((sum, part) => sum + part.count, 0);
    if (collection.parts.length > 0 && total !== collection.count)
      throw new BackupRefusal(
        `the manifest counts ${collection.count} documents in ${collection.name} but lists ${total}`,
      );
  }
  for (const media of manifest.media.files) expect(media.file, media.sha256, media.length);
  for (const name of seen.keys())
    if (!listed.has(name)) throw new BackupRefusal(`${name} is in the archive but not in its manifest`);
}

/** Documents in concatenated BSON, each framed by its int32 length and a final 0 byte. */
export function countDocuments(name: string, data: Buffer): number {
  let count = 0;
  for (let offset = 0; offset < data.length; count += 1) {
    const length = offset + 4 <= data.length ? data.readInt32LE(offset) : 0;
    if (length < 5 || offset + length > data.length || data[offset + length - 1] !== 0)
      throw new BackupRefusal(`${name} is not valid BSON at byte ${offset} (the archive is damaged)`);
    offset += length;
  }
  return count;
}
