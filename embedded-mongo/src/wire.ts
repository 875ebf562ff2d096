import { calculateObjectSize, deserialize, serializeWithBufferAndIndex, type Document } from 'bson';

/** Opcodes this server speaks; legacy CRUD opcodes and OP_COMPRESSED are deliberately absent. */
export const OpCode = { REPLY: 1, QUERY: 2004, MSG: 2013 } as const;

const HEADER_SIZE = 16;
const FLAG_CHECKSUM_PRESENT = 1 << 0;
const FLAG_MORE_TO_COME = 1 << 1;

export interface MsgRequest {
  kind: 'msg';
  requestId: number;
  body: Document;
  /** Kind-1 sections (`documents`, `updates`, `deletes`) keyed by identifier. */
  sequences: Map<string, Document[]>;
  /** The client expects no reply (w:0 writes, endSessions). */
  moreToCome: boolean;
}

export interface QueryRequest {
  kind: 'query';
  requestId: number;
  collection: string;
  query: Document;
}

export type Request = MsgRequest | QueryRequest;

/** Fields kept as BSON wrapper types would break mingo comparisons, so numbers are promoted like the driver does. */
const deserializeOptions = { promoteLongs: true, promoteValues: true, promoteBuffers: false } as const;

function opCodeOf(message: Buffer): number {
  return message.readInt32LE(12);
}

export function parseMessage(message: Buffer): Request {
  const requestId = message.readInt32LE(4);
  const opCode = opCodeOf(message);
  if (opCode === OpCode.MSG) return parseMsg(message, requestId);
  if (opCode === OpCode.QUERY) return parseQuery(message, requestId);
  throw new Error(`unsupported opcode ${opCode}`);
}

function parseMsg(message: Buffer, requestId: number): MsgRequest {
  const flags = message.readUInt32LE(HEADER_SIZE);
  const end = flags & FLAG_CHECKSUM_PRESENT ? message.length - 4 : message.length;
  let offset = HEADER_SIZE + 4;
  let body: Document | undefined;
  const sequences = new Map<string, Document[]>();
  while (offset < end) {
    const kind = message.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      const size = message.readInt32LE(offset);
      body = deserialize(message.subarray(offset, offset + size), deserializeOptions);
      offset += size;
    } else if (kind === 1) {
      const size = message.readInt32LE(offset);
      const sectionEnd = offset + size;
      const nameEnd = message.indexOf(0, offset + 4);
      const identifier = message.toString('utf8', offset + 4, nameEnd);
      const docs: Document[] = [];
      for (let p = nameEnd + 1; p < sectionEnd;) {
        const docSize = message.readInt32LE(p);
        docs.push(deserialize(message.subarray(p, p + docSize), deserializeOptions));
        p += docSize;
      }
      sequences.set(identifier, docs);
      offset = sectionEnd;
    } else {
      throw new Error(`unknown OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new Error('OP_MSG without a body section');
  return { kind: 'msg', requestId, body, sequences, moreToCome: (flags & FLAG_MORE_TO_COME) !== 0 };
}

function parseQuery(message: Buffer, requestId: number): QueryRequest {
  let offset = HEADER_SIZE + 4;
  const nameEnd = message.indexOf(0, offset);
  const collection = message.toString('utf8', offset, nameEnd);
  offset = nameEnd + 1 + 8; // numberToSkip, numberToReturn
  const size = message.readInt32LE(offset);
  const raw = deserialize(message.subarray(offset, offset + size), deserializeOptions);
  // Old drivers wrap the command as { $query: cmd, $readPreference } when talking to mongos.
  const query = typeof raw.$query === 'object' && raw.$query !== null ? (raw.$query as Document) : raw;
  return { kind: 'query', requestId, collection, query };
}

let nextRequestId = 1;

/**
 * A reply in one buffer of its exact size: the header, `prefixSize` bytes for the opcode's own fields, then
 * the document serialised in place (no intermediate copy: a batch of media chunks is a megabyte).
 */
function reply(responseTo: number, opCode: number, prefixSize: number, doc: Document): Buffer {
  const offset = HEADER_SIZE + prefixSize;
  const buf = Buffer.alloc(offset + calculateObjectSize(doc));
  serializeWithBufferAndIndex(doc, buf, { index: offset });
  buf.writeInt32LE(buf.length, 0);
  buf.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  buf.writeInt32LE(responseTo, 8);
  buf.writeInt32LE(opCode, 12);
  return buf;
}

export function encodeMsgReply(responseTo: number, doc: Document): Buffer {
  // flagBits (0) and section kind 0 stay zero.
  return reply(responseTo, OpCode.MSG, 5, doc);
}

export function encodeQueryReply(responseTo: number, doc: Document): Buffer {
  const buf = reply(responseTo, OpCode.REPLY, 20, doc);
  // responseFlags 0, cursorID 0, startingFrom 0 stay zero; numberReturned 1.
  buf.writeInt32LE(1, HEADER_SIZE + 16);
  return buf;
}
