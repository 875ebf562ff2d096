import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { BackupRefusal } from '../../src/backup/backup-refusal';
import { createBackup } from '../../src/backup/create-backup';
import { restoreBackup } from '../../src/backup/restore-backup';
import { png, uploadForm } from '../helpers/images';
import { setUpTestApp } from '../helpers/test-app';
import { appSource, contentsOf, startTarget, tempFolder } from './helpers';

jest.setTimeout(60_000);

const KEY = 'a-backup-key-of-forty-random-chars-Zq8v1';
const WRONG_KEY = 'another-key-of-forty-random-chars-Xx93Kp';
/** TWO_FACTOR_KEY, which authenticates a plain archive (and opens what the database holds sealed). */
const AUTH_KEY = 'the-api-key-for-secrets-at-rest-Wm4Lq7Tz2';
const OTHER_AUTH_KEY = 'some-other-api-key-for-secrets-Rk5Vd8Nc3';
const plain = { authKey: AUTH_KEY };
const authKeys = [AUTH_KEY];

const t = setUpTestApp({ sessions: true });
const dir = tempFolder('backup-archive');

beforeAll(async () => {
  const response = await fetch(`${t.baseUrl}/api/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t.tokens.editor}` },
    body: uploadForm([{ name: 'chart.png', data: await png(900, 600) }]),
  });
  expect(response.status).toBe(201);
});

/** Runs `body` with an empty database to restore into, stopped afterwards. */
async function withTarget(body: (target: Awaited<ReturnType<typeof startTarget>>) => Promise<void>) {
  const target = await startTarget();
  try {
    await body(target);
  } finally {
    await target.stop();
  }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(BackupRefusal);
      return (error as Error).message;
    },
  );

describe('an archive', () => {
  it('holds every collection, its indexes and the media, and restores them exactly', async () => {
    const { file, manifest } = await createBackup(appSource(t.app), { dir, ...plain });
    expect(path.basename(file)).toMatch(/^mwangaza-backup-.+Z\.tar\.gz$/);
    const names = manifest.collections.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['users', 'services', 'auditlog', 'media.files', 'media.chunks']),
    );
    expect(manifest.consistency).toBe('snapshot');
    expect(manifest.media.files.length).toBeGreaterThan(1);
    for (const part of manifest.collections.flatMap((c) => c.parts))
      expect(part.sha256).toMatch(/^[0-9a-f]{64}$/);

    await withTarget(async (target) => {
      const result = await restoreBackup(target, { file, authKeys });
      expect(result.documents).toBe(
        manifest.collections.filter((c) => c.parts.length > 0).reduce((sum, c) => sum + c.count, 0),
      );
      // Documents byte for byte (types included), GridFS chunks rebuilt with the same content.
      const skip = ['media.chunks', 'sessions', 'auditlog', 'rate_counters'];
      expect(await contentsOf(target, skip)).toEqual(await contentsOf(appSource(t.app), skip));
      const users = target.client.db(target.dbName).collection('users');
      expect((await users.indexes()).map((index) => index.name)).toEqual(
        (await t.app.db.connection.db!.collection('users').indexes()).map((index) => index.name),
      );
    });
  });

  it('encrypted with BACKUP_KEY restores with that key only; a wrong or missing key writes nothing', async () => {
    const { file } = await createBackup(appSource(t.app), { dir, key: KEY });
    expect(file).toMatch(/\.tar\.gz\.enc$/);
    expect(readFileSync(file).includes(Buffer.from('admin@mwangaza-analytics.co.ke'))).toBe(false);
    await withTarget(async (target) => {
      expect(await refusal(restoreBackup(target, { file, key: WRONG_KEY }))).toBe(
        'BACKUP_KEY does not open this archive: it was encrypted with another key',
      );
      expect(await refusal(restoreBackup(target, { file, authKeys }))).toBe(
        'the archive is encrypted: set BACKUP_KEY to the key it was made with',
      );
      expect(await target.collections()).toEqual([]);
      await restoreBackup(target, { file, key: KEY });
      expect(await target.documents()).toBeGreaterThan(0);
    });
  });

  it('is refused when a byte of the encrypted data was changed, or the file was cut short', async () => {
    const { file } = await createBackup(appSource(t.app), { dir, key: KEY });
    const bytes = readFileSync(file);
    const tampered = Buffer.from(bytes);
    tampered[Math.floor(bytes.length / 2)]! ^= 0x01;
    writeFileSync(`${file}.tampered`, tampered);
    writeFileSync(`${file}.cut`, bytes.subarray(0, bytes.length - 100));
    await withTarget(async (target) => {
      const message =
        'the archive is damaged, cut short or was altered: its encrypted data does not authenticate';
      expect(await refusal(restoreBackup(target, { file: `${file}.tampered`, key: KEY }))).toBe(message);
      expect(await refusal(restoreBackup(target, { file: `${file}.cut`, key: KEY }))).toBe(message);
      expect(await target.collections()).toEqual([]);
    });
  });

  it('is refused before anything is written when an entry does not match its checksum', async () => {
    const { file, manifest } = await createBackup(appSource(t.app), { dir, ...plain });
    // Change one byte of the last media file: every collection comes before it in the archive.
    const victim = manifest.media.files.at(-1)!.file;
    writeFileSync(`${file}.altered`, await repack(readFileSync(file), victim));
    await withTarget(async (target) => {
      expect(await refusal(restoreBackup(target, { file: `${file}.altered`, authKeys }))).toBe(
        `${victim} does not match its SHA-256 checksum in the manifest (the archive is damaged)`,
      );
      expect(await target.collections()).toEqual([]);
    });
  });

  it('is restored into an empty database only, unless --force replaces what it holds', async () => {
    const { file, manifest } = await createBackup(appSource(t.app), { dir, ...plain });
    await withTarget(async (target) => {
      await target.client
        .db(target.dbName)
        .collection('stray')
        .insertMany([{ a: 1 }, { a: 2 }]);
      expect(await refusal(restoreBackup(target, { file, authKeys }))).toBe(
        `the database "${target.dbName}" is not empty (2 documents in 1 collections): restore into an empty database, or add --force to replace what it holds`,
      );
      expect(await target.documents()).toBe(2);
      const result = await restoreBackup(target, { file, force: true, authKeys });
      expect(result.replacedDocuments).toBe(2);
      expect(await target.collections()).toEqual(manifest.collections.map((c) => c.name).sort());
    });
  });

  it('without BACKUP_KEY is authenticated with TWO_FACTOR_KEY: a crafted, self-consistent one is refused', async () => {
    const { file } = await createBackup(appSource(t.app), { dir, ...plain });
    // As the audit made one: every checksum and count right, the manifest changed to match.
    const archive = readFileSync(file);
    writeFileSync(
      `${file}.crafted`,
      await rewrite(archive, (entries) =>
        entries.map((entry) =>
          entry.name === 'manifest.json'
            ? {
                ...entry,
                data: Buffer.from(
                  entry.data
                    .toString()
                    .replace(/"createdAt": "[^"]+"/, '"createdAt": "2020-01-01T00:00:00.000Z"'),
                ),
              }
            : entry,
        ),
      ),
    );
    writeFileSync(
      `${file}.unsigned`,
      await rewrite(archive, (entries) => entries.filter((e) => e.name !== 'manifest.hmac')),
    );
    await withTarget(async (target) => {
      expect(await refusal(restoreBackup(target, { file: `${file}.crafted`, authKeys }))).toBe(
        'the archive does not authenticate with TWO_FACTOR_KEY (or TWO_FACTOR_PREVIOUS_KEYS): it was altered, or made by an API with another key',
      );
      expect(await refusal(restoreBackup(target, { file: `${file}.unsigned`, authKeys }))).toBe(
        'the archive is not authenticated (no manifest.hmac): it was altered, or made before plain archives were; restore it with --accept-unauthenticated only if you know where it comes from',
      );
      expect(await refusal(restoreBackup(target, { file, authKeys: [OTHER_AUTH_KEY] }))).toMatch(
        /^the archive does not authenticate with TWO_FACTOR_KEY/,
      );
      expect(await target.collections()).toEqual([]);
      // An API whose key has changed since lists the old one as previous: the archive still restores.
      await restoreBackup(target, { file, authKeys: [OTHER_AUTH_KEY, AUTH_KEY] });
      expect(await target.documents()).toBeGreaterThan(0);
    });
    // An archive from before, restored knowingly.
    await withTarget(async (target) => {
      await restoreBackup(target, { file: `${file}.unsigned`, authKeys, acceptUnauthenticated: true });
      expect(await target.documents()).toBeGreaterThan(0);
    });
  });

  it('is refused when the file is not a backup', async () => {
    writeFileSync(path.join(dir, 'notes.txt'), 'hello');
    await withTarget(async (target) => {
      expect(await refusal(restoreBackup(target, { file: path.join(dir, 'notes.txt'), authKeys }))).toBe(
        `${path.join(dir, 'notes.txt')} is not a backup archive`,
      );
    });
  });
});

type Entry = { name: string; data: Buffer };

/** The same archive with one byte of `victim` changed and everything else (the manifest too) kept. */
function repack(archive: Buffer, victim: string): Promise<Buffer> {
  return rewrite(archive, (entries) =>
    entries.map(({ name, data }) => {
      const copy = Buffer.from(data);
      if (name === victim) copy[copy.length - 1]! ^= 0xff;
      return { name, data: copy };
    }),
  );
}

/** A plain archive with its entries passed through `edit`, packed and gzipped again. */
async function rewrite(archive: Buffer, edit: (entries: Entry[]) => Entry[]): Promise<Buffer> {
  const extract = tar.extract();
  const entries: Entry[] = [];
  const reading = (async () => {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      entries.push({ name: entry.header.name, data: Buffer.concat(chunks) });
    }
  })();
  extract.end(gunzipSync(archive));
  await reading;
  const pack = tar.pack();
  for (const { name, data } of edit(entries)) pack.entry({ name, size: data.length }, data);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(pack)) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}
