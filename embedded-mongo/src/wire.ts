import { deserialize, serialize, type Document } from 'bson';

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

function header(length: number, responseTo: number, opCode: number): Buffer {
  const buf = Buffer.alloc(HEADER_SIZE);
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(nextRequestId++ & 0x7fffffff, 4);
  buf.writeInt32LE(responseTo, 8);
  buf.writeInt32LE(opCode, 12);
  return buf;
}

export function encodeMsgReply(responseTo: number, doc: Document): Buffer {
  const body = serialize(doc);
  const prefix = Buffer.alloc(5); // flagBits (0) + section kind 0
  return Buffer.concat([header(HEADER_SIZE + 5 + body.length, responseTo, OpCode.MSG), prefix, body]);
}

export function encodeQueryReply(responseTo: number, doc: Document): Buffer {
  const body = serialize(doc);
  const fields = Buffer.alloc(20);
  fields.writeInt32LE(0, 0); // responseFlags
  fields.writeBigInt64LE(0n, 4); // cursorID
  fields.writeInt32LE(0, 12); // startingFrom
  fields.writeInt32LE(1, 16); // numberReturned
  return Buffer.concat([header(HEADER_SIZE + 20 + body.length, responseTo, OpCode.REPLY), fields, body]);
}
