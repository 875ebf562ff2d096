import { ObjectId, type Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';

export function isPlainObject(value: unknown): value is Document {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A string that is equal for two values exactly when MongoDB considers them equal for
 * `_id` lookups and index keys (numbers compare by value whatever their BSON type).
 * `foldString` maps strings to a collation's key.
 */
export function valueKey(value: unknown, foldString?: (s: string) => string): string {
  if (value === undefined || value === null) return 'z';
  switch (typeof value) {
    case 'string':
      return `s${foldString ? foldString(value) : value}`;
    case 'number':
      return `n${Object.is(value, -0) ? 0 : value}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    case 'bigint':
      return `n${value}`;
    default:
      break;
  }
  if (Array.isArray(value)) return `[${value.map((v) => valueKey(v, foldString)).join(',')}]`;
  if (value instanceof Date) return `d${value.getTime()}`;
  if (value instanceof RegExp) return `r${value.source}/${value.flags}`;
  if (isPlainObject(value)) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${valueKey(v, foldString)}`)
      .join(',')}}`;
  }
  const bsontype = (value as { _bsontype?: string })._bsontype;
  if (bsontype === 'ObjectId') return `o${(value as ObjectId).toHexString()}`;
  if (bsontype === 'Long' || bsontype === 'Decimal128' || bsontype === 'Int32' || bsontype === 'Double') {
    return `n${Number(String(value))}`;
  }
  return `${bsontype ?? 'x'}${JSON.stringify(value)}`;
}

/** Deep copy that keeps BSON classes (ObjectId, Decimal128, Binary…) instead of flattening them. */
export function deepClone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepClone) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (isPlainObject(value)) {
    const out: Document = {};
    for (const [k, v] of Object.entries(value)) out[k] = deepClone(v);
    return out as T;
  }
  // BSON value classes are treated as immutable.
  return value;
}

/** All values found at a dotted path, descending into arrays the way index keys and `distinct` do. */
export function pathValues(doc: unknown, path: string): unknown[] {
  return pathValuesOf(doc, path).values;
}

/** The values at a dotted path, and whether an array was met on the way (the path is multikey there). */
export function pathValuesOf(doc: unknown, path: string): { values: unknown[]; throughArray: boolean } {
  const found = { values: [] as unknown[], throughArray: false };
  collect(doc, path.split('.'), 0, found);
  return found;
}

function collect(
  value: unknown,
  parts: string[],
  i: number,
  found: { values: unknown[]; throughArray: boolean },
): void {
  const out = found.values;
  if (i === parts.length) {
    if (Array.isArray(value)) {
      found.throughArray = true;
      if (value.length === 0) out.push(undefined);
      else out.push(...value);
    } else out.push(value);
    return;
  }
  if (Array.isArray(value)) {
    found.throughArray = true;
    const part = parts[i] ?? '';
    if (/^\d+$/.test(part)) return collect(value[Number(part)], parts, i + 1, found);
    if (value.length === 0) out.push(undefined);
    for (const element of value) collect(element, parts, i, found);
    return;
  }
  if (isPlainObject(value)) return collect(value[parts[i] ?? ''], parts, i + 1, found);
  out.push(undefined);
}

/** Writes `value` at a dotted path, creating intermediate objects (used to seed upserted documents). */
export function setPath(doc: Document, path: string, value: unknown): void {
  const parts = path.split('.');
  let target: Document = doc;
  for (const part of parts.slice(0, -1)) {
    const next: unknown = target[part];
    if (!isPlainObject(next)) target[part] = {};
    target = target[part] as Document;
  }
  target[parts[parts.length - 1] ?? ''] = value;
}

/** MongoDB stores `_id` first; a missing one is generated here rather than by the client. */
export function withIdFirst(doc: Document): Document {
  const { _id, ...rest } = doc;
  return { _id: _id === undefined ? new ObjectId() : _id, ...rest };
}

/** Renders a value the way the mongo shell does in error messages: `{ email: "a@b.c" }`. */
export function shellString(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value)) return `[ ${value.map(shellString).join(', ')} ]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value).map(([k, v]) => `${k}: ${shellString(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  const bsontype = (value as { _bsontype?: string })._bsontype;
  if (bsontype === 'ObjectId') return `ObjectId('${(value as ObjectId).toHexString()}')`;
  return String(value);
}

const DBREF_FIELDS = new Set(['$ref', '$id', '$db']);

/** MongoDB's storage rules for `_id`: no array, regex or undefined, no `$`-prefixed field at any depth. */
export function validateId(id: unknown): void {
  const type = Array.isArray(id)
    ? 'array'
    : id instanceof RegExp || (id as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp'
      ? 'regex'
      : undefined;
  if (type)
    throw new MongoCommandError(ErrorCode.InvalidIdField, `The '_id' value cannot be of type ${type}`);
  const dollarField = isPlainObject(id) ? findDollarField(id) : undefined;
  if (dollarField !== undefined) {
    throw new MongoCommandError(
      ErrorCode.DollarPrefixedFieldName,
      `_id fields may not contain '$'-prefixed fields: ${dollarField} is not valid for storage.`,
    );
  }
}

function findDollarField(value: unknown): string | undefined {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v): [string, unknown] => ['', v])
    : isPlainObject(value)
      ? Object.entries(value)
      : [];
  for (const [key, nested] of entries) {
    if (key.startsWith('$') && !DBREF_FIELDS.has(key)) return key;
    const found = findDollarField(nested);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** MongoDB's rules for database and collection names. */
export function validateName(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db))
    throw new MongoCommandError(ErrorCode.InvalidNamespace, `Invalid database name: '${db}'`);
  if (!name || name.includes('$') || name.startsWith('.') || name.includes('\0')) {
    throw new MongoCommandError(ErrorCode.InvalidNamespace, `Invalid collection name: ${name}`);
  }
}
