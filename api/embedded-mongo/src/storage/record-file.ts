import { deserialize, serialize, type Document } from 'bson';
import { crc32 } from 'node:zlib';

/**
 * Record framing shared by the journal and snapshots:
 * [u32 LE length of payload][u32 LE crc32 of payload][BSON payload].
 * The checksum is what lets recovery tell a torn tail from a valid record.
 */
const FRAME_HEADER = 8;

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
  /** Bytes up to the end of the last intact record. */
  validLength: number;
}

/** Decodes records until the first incomplete or corrupt one, which marks the end of usable data. */
export function decodeRecords(data: Buffer): DecodedRecords {
  const records: Document[] = [];
  let offset = 0;
  while (offset + FRAME_HEADER <= data.length) {
    const length = data.readUInt32LE(offset);
    const end = offset + FRAME_HEADER + length;
    if (length < 5 || end > data.length) break;
    const payload = data.subarray(offset + FRAME_HEADER, end);
    if (crc32(payload) !== data.readUInt32LE(offset + 4)) break;
    try {
      records.push(deserialize(payload, { promoteLongs: true, promoteValues: true }));
    } catch {
      break;
    }
    offset = end;
  }
  return { records, validLength: offset };
}
