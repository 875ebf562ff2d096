import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { decryptStream, encryptStream } from '../../src/backup/archive-cipher';

const KEY = 'a-backup-key-of-forty-random-chars-Zq8v1';
const HEADER = 40;
const SEALED_SEGMENT = 64 * 1024 + 16;

async function run(stream: NodeJS.ReadWriteStream, input: Buffer): Promise<Buffer> {
  const chunks: Buffer[] = [];
  // Fed in odd-sized pieces, as a file is read.
  const pieces = Array.from({ length: Math.ceil(input.length / 10_007) }, (_, i) =>
    input.subarray(i * 10_007, (i + 1) * 10_007),
  );
  for await (const chunk of Readable.from(pieces).pipe(stream)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const plain = randomBytes(300_000);

test('what is encrypted in segments decrypts to the same bytes, empty input included', async () => {
  const sealed = await run(encryptStream(KEY), plain);
  expect(sealed.length).toBe(HEADER + plain.length + 5 * 16);
  expect(await run(decryptStream(KEY), sealed)).toEqual(plain);
  expect(await run(decryptStream(KEY), await run(encryptStream(KEY), Buffer.alloc(0)))).toEqual(
    Buffer.alloc(0),
  );
});

test('a changed byte in any segment, swapped segments or a missing last segment are refused', async () => {
  const sealed = await run(encryptStream(KEY), plain);
  const changed = Buffer.from(sealed);
  changed[HEADER + 100]! ^= 1;
  const first = sealed.subarray(HEADER, HEADER + SEALED_SEGMENT);
  const second = sealed.subarray(HEADER + SEALED_SEGMENT, HEADER + 2 * SEALED_SEGMENT);
  const swapped = Buffer.concat([
    sealed.subarray(0, HEADER),
    second,
    first,
    sealed.subarray(HEADER + 2 * SEALED_SEGMENT),
  ]);
  const withoutLast = sealed.subarray(0, HEADER + 4 * SEALED_SEGMENT);
  for (const damaged of [changed, swapped, withoutLast]) {
    await expect(run(decryptStream(KEY), damaged)).rejects.toThrow(
      'the archive is damaged, cut short or was altered: its encrypted data does not authenticate',
    );
  }
});

test('another key is told apart from damage by the key check', async () => {
  const sealed = await run(encryptStream(KEY), plain);
  await expect(run(decryptStream('another-key-of-forty-random-chars-Xx93Kp'), sealed)).rejects.toThrow(
    'BACKUP_KEY does not open this archive: it was encrypted with another key',
  );
});
