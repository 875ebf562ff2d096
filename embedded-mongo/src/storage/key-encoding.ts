import { EJSON, type Document } from 'bson';
import { isPlainObject } from './values';

/**
 * An order-preserving binary encoding of BSON values, in MongoDB's comparison order: comparing two encodings
 * byte by byte (memcmp, then length, as SQLite compares BLOBs) gives the order MongoDB gives the values, so an
 * index table keyed by these bytes answers equality, ranges, prefixes and sorts with SQLite's B-tree.
 *
 * - Type brackets first (MinKey, null/missing, numbers, strings, objects, arrays, binary, ObjectId, booleans,
 *   dates, timestamps, regular expressions, MaxKey), each encoding starting with its bracket's byte.
 * - Numbers of every BSON type compare as numbers: 1, 1.0 and Long(1) encode alike. A double orders the
 *   bracket; a Long beyond 2^53 adds its exact distance from that double, a Decimal128 only on which side
 *   of it it lies (so Decimal128 values closer together than a double's precision share a key).
 * - Every encoding is prefix-free (no encoding is the start of another), so compound keys are plain
 *   concatenations and a descending field is its encoding with every byte inverted.
 */
export const TypeByte = {
  minKey: 0x05,
  null: 0x0a,
  number: 0x14,
  string: 0x1e,
  object: 0x28,
  array: 0x32,
  binary: 0x3c,
  objectId: 0x46,
  boolean: 0x50,
  date: 0x5a,
  timestamp: 0x5f,
  regex: 0x64,
  /** Types MongoDB sorts after regular expressions that no index here is ever asked about (Code, DBPointer…). */
  other: 0x6e,
  maxKey: 0xf0,
} as const;

/** Ends a string (after escaping 0x00 as 0x00 0xff) and an object's or array's elements. */
const END = 0x00;

/** Maps strings to a collation's comparison key; undefined for simple (binary) comparison. */
export type StringFold = ((s: string) => string) | undefined;

class KeyWriter {
  private buffer = Buffer.allocUnsafe(64);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const next = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + n));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  byte(b: number): void {
    this.room(1);
    this.buffer[this.length++] = b;
  }

  bytes(data: Uint8Array): void {
    this.room(data.length);
    this.buffer.set(data, this.length);
    this.length += data.length;
  }

  /** UTF-8 with 0x00 escaped as 0x00 0xff, ended by 0x00 0x00: byte order is code point order. */
  string(s: string): void {
    const utf8 = Buffer.from(s, 'utf8');
    this.room(utf8.length * 2 + 2);
    for (const b of utf8) {
      this.buffer[this.length++] = b;
      if (b === 0) this.buffer[this.length++] = 0xff;
    }
    this.buffer[this.length++] = 0;
    this.buffer[this.length++] = 0;
  }

  double(value: number): void {
    this.room(8);
    if (Number.isNaN(value)) {
      // MongoDB sorts NaN below every other number.
      this.buffer.fill(0, this.length, this.length + 8);
    } else {
      this.buffer.writeDoubleBE(value === 0 ? 0 : value, this.length); // -0 is 0
      if (this.buffer[this.length]! & 0x80) {
        for (let i = this.length; i < this.length + 8; i++) this.buffer[i] = ~this.buffer[i]! & 0xff;
      } else this.buffer[this.length]! |= 0x80;
    }
    this.length += 8;
  }

  int64(value: bigint): void {
    this.room(8);
    this.buffer.writeBigUInt64BE(BigInt.asUintN(64, value) ^ (1n << 63n), this.length);
    this.length += 8;
  }

  uint32(value: number): void {
    this.room(4);
    this.buffer.writeUInt32BE(value, this.length);
    this.length += 4;
  }

  result(): Buffer {
    return Buffer.from(this.buffer.subarray(0, this.length));
  }
}

type BsonValue = { _bsontype?: string };

function bsonType(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? (value as BsonValue)._bsontype : undefined;
}

/** The bracket a value's encoding starts with (MongoDB's canonical type). */
export function typeByteOf(value: unknown): number {
  if (value === undefined || value === null) return TypeByte.null;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return TypeByte.number;
    case 'string':
      return TypeByte.string;
    case 'boolean':
      return TypeByte.boolean;
    default:
      break;
  }
  if (Array.isArray(value)) return TypeByte.array;
  if (value instanceof Date) return TypeByte.date;
  if (value instanceof RegExp) return TypeByte.regex;
  if (value instanceof Uint8Array) return TypeByte.binary;
  if (isPlainObject(value)) return TypeByte.object;
  switch (bsonType(value)) {
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return TypeByte.number;
    case 'BSONSymbol':
      return TypeByte.string;
    case 'Binary':
      return TypeByte.binary;
    case 'ObjectId':
      return TypeByte.objectId;
    case 'Timestamp':
      return TypeByte.timestamp;
    case 'BSONRegExp':
      return TypeByte.regex;
    case 'MinKey':
      return TypeByte.minKey;
    case 'MaxKey':
      return TypeByte.maxKey;
    default:
      return TypeByte.other;
  }
}

const TAIL_OFFSET = 0x8000;

/** A number as its nearest double plus a 16-bit tail that orders values sharing that double. */
function writeNumber(w: KeyWriter, value: unknown): void {
  let approx: number;
  let tail = 0;
  if (typeof value === 'number') approx = value;
  else if (typeof value === 'bigint') ({ approx, tail } = longParts(value));
  else {
    const type = bsonType(value);
    if (type === 'Long') ({ approx, tail } = longParts(BigInt((value as { toString(): string }).toString())));
    else if (type === 'Decimal128') ({ approx, tail } = decimalParts(String(value)));
    else approx = Number((value as { valueOf(): number }).valueOf());
  }
  w.double(approx);
  w.byte(((tail + TAIL_OFFSET) >> 8) & 0xff);
  w.byte((tail + TAIL_OFFSET) & 0xff);
}

function longParts(value: bigint): { approx: number; tail: number } {
  const approx = Number(value);
  // |value - approx| is at most half a unit in the last place: 1024 at 2^63.
  const diff = value - BigInt(approx);
  return { approx, tail: Number(diff) };
}

function decimalParts(text: string): { approx: number; tail: number } {
  const approx = Number(text);
  if (!Number.isFinite(approx)) return { approx, tail: 0 };
  // Which side of its nearest double the decimal lies, compared exactly as fractions.
  const decimal = parseDecimal(text);
  const double = parseDecimal(approxExact(approx));
  if (!decimal || !double) return { approx, tail: 0 };
  const scale = Math.max(decimal.scale, double.scale);
  const a = decimal.digits * 10n ** BigInt(scale - decimal.scale);
  const b = double.digits * 10n ** BigInt(scale - double.scale);
  return { approx, tail: a === b ? 0 : a > b ? 1 : -1 };
}

function parseDecimal(text: string): { digits: bigint; scale: number } | undefined {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', exponent = '0'] = match;
  let scale = fraction.length - Number(exponent);
  let digits = BigInt(`${whole}${fraction}` || '0');
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: sign === '-' ? -digits : digits, scale };
}

/** The exact decimal expansion of a double (every double is a finite binary fraction). */
function approxExact(value: number): string {
  const buffer = Buffer.allocUnsafe(8);
  buffer.writeDoubleBE(value);
  const bits = buffer.readBigUInt64BE();
  const negative = bits >> 63n === 1n;
  const exponent = Number((bits >> 52n) & 0x7ffn);
  let mantissa = bits & ((1n << 52n) - 1n);
  let power: number;
  if (exponent === 0) power = -1074;
  else {
    mantissa |= 1n << 52n;
    power = exponent - 1075;
  }
  let text: string;
  if (power >= 0) text = (mantissa << BigInt(power)).toString();
  else {
    // mantissa / 2^-power = mantissa * 5^-power / 10^-power
    const digits = (mantissa * 5n ** BigInt(-power)).toString().padStart(-power + 1, '0');
    text = `${digits.slice(0, digits.length + power)}.${digits.slice(digits.length + power)}`;
  }
  return negative ? `-${text}` : text;
}

function writeValue(w: KeyWriter, value: unknown, fold: StringFold): void {
  const type = typeByteOf(value);
  w.byte(type);
  writePayload(w, type, value, fold);
}

function writePayload(w: KeyWriter, type: number, value: unknown, fold: StringFold): void {
  switch (type) {
    case TypeByte.null:
    case TypeByte.minKey:
    case TypeByte.maxKey:
      return;
    case TypeByte.number:
      return writeNumber(w, value);
    case TypeByte.string: {
      const text = typeof value === 'string' ? value : String((value as { value: string }).value);
      return w.string(fold ? fold(text) : text);
    }
    case TypeByte.boolean:
      return w.byte(value ? 1 : 0);
    case TypeByte.date: {
      const time = (value as Date).getTime();
      return w.int64(Number.isNaN(time) ? -(1n << 63n) : BigInt(time));
    }
    case TypeByte.objectId:
      return w.bytes((value as { id: Uint8Array }).id);
    case TypeByte.binary: {
      // MongoDB compares binary data by length, then subtype, then bytes.
      const bytes = value instanceof Uint8Array ? value : (value as { buffer: Uint8Array }).buffer;
      const subtype = value instanceof Uint8Array ? 0 : ((value as { sub_type?: number }).sub_type ?? 0);
      w.uint32(bytes.length);
      w.byte(subtype);
      return w.bytes(bytes);
    }
    case TypeByte.timestamp: {
      const ts = value as { t: number; i: number };
      w.uint32(ts.t);
      return w.uint32(ts.i);
    }
    case TypeByte.regex: {
      const pattern = value instanceof RegExp ? value.source : (value as { pattern: string }).pattern;
      const flags = value instanceof RegExp ? value.flags : (value as { options: string }).options;
      w.string(pattern);
      return w.string(flags);
    }
    case TypeByte.array:
      for (const element of value as unknown[]) writeValue(w, element, fold);
      return w.byte(END);
    case TypeByte.object:
      // MongoDB compares documents pair by pair: the value's type, then the field name, then the value.
      for (const [name, element] of Object.entries(value as Document)) {
        if (element === undefined) continue;
        const elementType = typeByteOf(element);
        w.byte(elementType);
        w.string(name);
        writePayload(w, elementType, element, fold);
      }
      return w.byte(END);
    default:
      return w.string(EJSON.stringify(value as Document, { relaxed: false }));
  }
}

/** One value's encoding (a single-field ascending key; `_id` keys). */
export function encodeValue(value: unknown, fold?: StringFold): Buffer {
  const w = new KeyWriter();
  writeValue(w, value, fold);
  return w.result();
}

/** A compound key: each component encoded, inverted where its field is descending. */
export function encodeKey(values: unknown[], directions: readonly number[], fold?: StringFold): Buffer {
  if (values.length === 1 && directions[0] !== -1) return encodeValue(values[0], fold);
  const parts = values.map((value, i) => {
    const part = encodeValue(value, fold);
    return directions[i] === -1 ? invert(part) : part;
  });
  return Buffer.concat(parts);
}

export function invert(bytes: Buffer): Buffer {
  const out = Buffer.allocUnsafe(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = ~bytes[i]! & 0xff;
  return out;
}

/**
 * The smallest byte string greater than every string that starts with `prefix` (undefined when there is
 * none: the prefix is all 0xff). Turns "≤ every key starting with X" into "< successor(X)".
 */
export function successor(prefix: Buffer): Buffer | undefined {
  let end = prefix.length;
  while (end > 0 && prefix[end - 1] === 0xff) end -= 1;
  if (end === 0) return undefined;
  const out = Buffer.from(prefix.subarray(0, end));
  out[end - 1] = out[end - 1]! + 1;
  return out;
}

/** The one-byte prefix every encoding of a bracket starts with, inverted for a descending field. */
export function bracketPrefix(type: number, direction: number): Buffer {
  return Buffer.from([direction === -1 ? ~type & 0xff : type]);
}

/** Whether a value's key is exact: equal keys mean MongoDB-equal values, so an index can count it without looking. */
export function isExactlyEncoded(value: unknown): boolean {
  const type = bsonType(value);
  if (type === 'Decimal128') return false;
  if (typeof value === 'number') return !Number.isNaN(value);
  if (Array.isArray(value)) return value.every(isExactlyEncoded);
  if (isPlainObject(value)) return Object.values(value).every(isExactlyEncoded);
  return true;
}
