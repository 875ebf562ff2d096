import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { deserialize, serialize, type Document } from 'bson';

/**
 * The journal format's record framing (snapshot and journal files of earlier versions):
 * [u32 LE length of payload][u32 LE crc32 of payload][BSON payload].
 * The checksum is what lets recovery tell intact records from damaged or torn ones.
 */
const FRAME_HEADER = 8;
/** The smallest BSON document (`{}`) is 5 bytes. */
const MIN_PAYLOAD = 5;

export function encodeRecord(record: Document): Buffer {
  const payload = serialize(record);
  const frame = Buffer.allocUnsafe(FRAME_HEADER + payload.length);
  frame.writeUInt32LE(payload.length, 0);
  frame.writeUInt32LE(crc32(payload), 4);
  frame.set(payload, FRAME_HEADER);
  return frame;
}

export interface DecodedRecords {
  records: Document[];
  /** Bytes up to the end of the last intact record before any damage. */
  validLength: number;
  /** Where the records stop making sense, or undefined when the whole file is intact. */
  damage?: {
    offset: number;
    /**
     * True when the damage is only an unfinished last write (a crash mid-append): an incomplete
     * frame or zeros up to the end of the file, with no intact record after it. Such a tail was
     * never acknowledged and may be cut off; any other damage destroyed acknowledged data.
     */
    tornTail: boolean;
  };
}

/** The record framed at `offset`, or undefined if no intact record starts there. */
function recordAt(data: Buffer, offset: number): { record: Document; end: number } | undefined {
  if (offset + FRAME_HEADER > data.length) return undefined;
  const length = data.readUInt32LE(offset);
  const end = offset + FRAME_HEADER + length;
  if (length < MIN_PAYLOAD || end > data.length) return undefined;
  const payload = data.subarray(offset + FRAME_HEADER, end);
  // BSON starts with its own length: a cheap filter before the checksum when scanning for records.
  if (payload.readInt32LE(0) !== length || crc32(payload) !== data.readUInt32LE(offset + 4)) return undefined;
  try {
    return { record: deserialize(payload, { promoteLongs: true, promoteValues: true }), end };
  } catch {
    return undefined;
  }
}

/** Decodes records up to the first damaged one and says whether that damage is a torn tail. */
export function decodeRecords(data: Buffer): DecodedRecords {
  const records: Document[] = [];
  let offset = 0;
  for (let next = recordAt(data, 0); next; next = recordAt(data, offset)) {
    records.push(next.record);
    offset = next.end;
  }
  if (offset === data.length) return { records, validLength: offset };
  return { records, validLength: offset, damage: { offset, tornTail: isTornTail(data, offset) } };
}

function isTornTail(data: Buffer, offset: number): boolean {
  if (nextIntactRecord(data, offset + 1) !== undefined) return false;
  const rest = data.subarray(offset);
  if (rest.every((byte) => byte === 0)) return true;
  if (rest.length < FRAME_HEADER) return true;
  const declaredEnd = offset + FRAME_HEADER + rest.readUInt32LE(0);
  if (declaredEnd <= data.length) return false; // complete frame whose bytes changed: not a crash artefact
  // The frame claims more bytes than exist. If what is there still matches the checksum, the record
  // was complete and only its length field changed: damage, not an unfinished write.
  return crc32(data.subarray(offset + FRAME_HEADER)) !== rest.readUInt32LE(4);
}

/** The first offset at or after `from` where an intact record starts. */
export function nextIntactRecord(data: Buffer, from: number): number | undefined {
  for (let offset = from; offset + FRAME_HEADER + MIN_PAYLOAD <= data.length; offset += 1) {
    if (recordAt(data, offset)) return offset;
  }
  return undefined;
}

export interface SalvagedRecords {
  /** Every intact record, in file order. */
  records: Document[];
  /** Byte ranges `[start, end)` that held no intact record and were left out. */
  skipped: [number, number][];
}

/** Reads every intact record of a damaged file, skipping over the damaged stretches. */
export function salvageRecords(data: Buffer): SalvagedRecords {
  const records: Document[] = [];
  const skipped: [number, number][] = [];
  let offset = 0;
  while (offset < data.length) {
    const next = recordAt(data, offset);
    if (next) {
      records.push(next.record);
      offset = next.end;
      continue;
    }
    const resume = nextIntactRecord(data, offset + 1) ?? data.length;
    skipped.push([offset, resume]);
    offset = resume;
  }
  return { records, skipped };
}

/** How far a streamed file was intact: `end` is its size when every record was. */
export interface StreamedFile {
  end: number;
  size: number;
}

/**
 * The records of a file from front to back, read in chunks (a journal or snapshot of a gigabyte is never
 * held whole); stops at the first frame that is not intact, whose offset the returned `end` gives.
 */
export function* streamRecords(file: string): Generator<{ record: Document; bytes: number }, StreamedFile> {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    let buffer = Buffer.allocUnsafe(4 * 1024 * 1024);
    let start = 0; // file offset of buffer[0]
    let filled = 0;
    let offset = 0; // file offset of the next frame
    const ensure = (bytes: number): boolean => {
      if (offset + bytes > size) return false;
      if (offset + bytes <= start + filled) return true;
      const keep = start + filled - offset;
      if (bytes > buffer.length) {
        const bigger = Buffer.allocUnsafe(bytes);
        buffer.copy(bigger, 0, offset - start, offset - start + keep);
        buffer = bigger;
      } else buffer.copyWithin(0, offset - start, offset - start + keep);
      start = offset;
      filled = keep;
      while (filled < Math.min(buffer.length, size - start)) {
        const read = readSync(
          fd,
          buffer,
          filled,
          Math.min(buffer.length, size - start) - filled,
          start + filled,
        );
        if (read === 0) break;
        filled += read;
      }
      return offset + bytes <= start + filled;
    };
    for (;;) {
      if (!ensure(FRAME_HEADER)) break;
      const at = offset - start;
      const length = buffer.readUInt32LE(at);
      if (length < MIN_PAYLOAD || !ensure(FRAME_HEADER + length)) break;
      const frame = buffer.subarray(offset - start, offset - start + FRAME_HEADER + length);
      const payload = frame.subarray(FRAME_HEADER);
      if (payload.readInt32LE(0) !== length || crc32(payload) !== frame.readUInt32LE(4)) break;
      let record: Document;
      try {
        record = deserialize(payload, { promoteLongs: true, promoteValues: true });
      } catch {
        break;
      }
      offset += FRAME_HEADER + length;
      yield { record, bytes: length };
    }
    return { end: offset, size };
  } finally {
    closeSync(fd);
  }
}

/** Whether what follows `offset` (where the intact records stop) is only an unfinished last write. */
export function isTornTailOf(file: string, offset: number): boolean {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const rest = Buffer.allocUnsafe(size - offset);
    readSync(fd, rest, 0, rest.length, offset);
    return isTornTail(rest, 0);
  } finally {
    closeSync(fd);
  }
}
