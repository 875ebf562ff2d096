import {
  TypeByte,
  bracketPrefix,
  encodeValue,
  invert,
  isExactlyEncoded,
  successor,
  typeByteOf,
} from '../storage/key-encoding';
import type { IndexInfo, KeyInterval } from '../storage/store';
import { shellString } from '../storage/values';
import type { Collation } from './collation';
import { RANGE_BRACKETS, containsString, type FieldConditions } from './filter-shape';

/*
 * An index's key ranges for a filter's conditions: per field, points and ranges as byte strings of the
 * index's key encoding (direction-adjusted), then their product as intervals of the whole key.
 */

/** A component of the key space: a byte string of direction-adjusted encodings, or an edge around one. */
interface Edge {
  bytes: Buffer;
  /** After every key starting with `bytes` (else before them). */
  after: boolean;
}

export interface FieldBounds {
  /** Each piece: a point (one encoding) or a range between edges, in the index's direction. */
  pieces: ({ point: Buffer } | { lower: Edge; upper: Edge })[];
  /** The pieces express every condition on the field. */
  complete: boolean;
  /** A single point (the field is fixed: later fields stay in order). */
  fixed: boolean;
  shown: string[];
}

export function fieldBounds(
  conditions: FieldConditions,
  direction: number,
  index: IndexInfo,
  queryCollation: Collation | undefined,
): FieldBounds | undefined {
  const fold = index.definition.stringFold;
  const indexCollation = index.definition.collation;
  const collated = (value: unknown) => containsString(value) && (queryCollation || indexCollation);
  const encode = (value: unknown) => {
    const bytes = encodeValue(value, fold);
    return direction === -1 ? invert(bytes) : bytes;
  };
  const hasRange = conditions.lower !== undefined || conditions.upper !== undefined;
  const extra = Number(hasRange) + Number(conditions.excluded.length > 0);
  if (conditions.points) {
    // Under a collation strings are looked up only in an index with that collation (its keys are coarser).
    const usable = conditions.points.every(
      (value) =>
        !containsString(value) ||
        !queryCollation ||
        (indexCollation && queryCollation.sameAs(indexCollation)),
    );
    if (!usable) return undefined;
    const unique = new Map<string, Buffer>();
    for (const value of conditions.points) unique.set(encode(value).toString('latin1'), encode(value));
    const sorted = [...unique.values()].sort(Buffer.compare);
    return {
      pieces: sorted.map((point) => ({ point })),
      complete:
        !conditions.other &&
        extra === 0 &&
        conditions.points.every((value) => isExactlyEncoded(value) && !collated(value)),
      fixed: sorted.length === 1,
      shown: conditions.points.map((value) => `[${shellString(value)}, ${shellString(value)}]`),
    };
  }
  if (hasRange) {
    const range = rangeEdges(conditions, index.multikey);
    if (!range || (range.strings && (queryCollation || indexCollation))) return undefined;
    const [lower, upper] =
      direction === 1
        ? [range.lower, range.upper]
        : [
            { bytes: invert(range.upper.bytes), after: !range.upper.after },
            { bytes: invert(range.lower.bytes), after: !range.lower.after },
          ];
    return {
      pieces: [{ lower, upper }],
      complete: !conditions.other && extra === 1 && range.complete,
      fixed: false,
      shown: [range.shown],
    };
  }
  if (conditions.excluded.length > 0) {
    if (conditions.excluded.some((value) => collated(value))) return undefined;
    // The complement of the excluded points: the gaps between them.
    const points = [...new Set(conditions.excluded.map((v) => encode(v).toString('latin1')))]
      .map((text) => Buffer.from(text, 'latin1'))
      .sort(Buffer.compare);
    const pieces: FieldBounds['pieces'] = [];
    let lower: Edge = { bytes: Buffer.alloc(0), after: false };
    for (const point of points) {
      pieces.push({ lower, upper: { bytes: point, after: false } });
      lower = { bytes: point, after: true };
    }
    pieces.push({ lower, upper: { bytes: Buffer.from([0xff]), after: false } });
    return {
      pieces,
      complete: !conditions.other && extra === 1 && conditions.excluded.every(isExactlyEncoded),
      fixed: false,
      shown: [`not in ${shellString(conditions.excluded)}`],
    };
  }
  return undefined;
}

/** A range's edges in ascending key order, kept within one type bracket as MongoDB's comparisons are. */
function rangeEdges(
  conditions: FieldConditions,
  multikey: boolean,
): { lower: Edge; upper: Edge; complete: boolean; strings: boolean; shown: string } | undefined {
  const lower = conditions.lower;
  let upper = conditions.upper;
  const bracketOf = (bound?: { value: unknown }) => (bound ? typeByteOf(bound.value) : undefined);
  let complete = true;
  // Different brackets (or both bounds on an array field, where each may hold for another element):
  // one bound only, still a superset of the matches.
  if ((lower && upper && bracketOf(lower) !== bracketOf(upper)) || (multikey && lower && upper)) {
    upper = undefined;
    complete = false;
  }
  const bracket = bracketOf(lower ?? upper)!;
  if (!RANGE_BRACKETS.has(bracket)) return undefined;
  for (const bound of [lower, upper]) if (bound && !isExactlyEncoded(bound.value)) complete = false;
  const start: Edge =
    bracket === TypeByte.number
      ? // NaN sorts below every number but no range includes it.
        { bytes: Buffer.from([bracket, 0, 0, 0, 0, 0, 0, 0, 0]), after: true }
      : { bytes: bracketPrefix(bracket, 1), after: false };
  const end: Edge = { bytes: bracketPrefix(bracket, 1), after: true };
  const low: Edge = lower ? { bytes: encodeValue(lower.value), after: !lower.inclusive } : start;
  const high: Edge = upper ? { bytes: encodeValue(upper.value), after: upper.inclusive } : end;
  const shownLow = lower ? `${lower.inclusive ? '[' : '('}${shellString(lower.value)}` : '[-inf';
  const shownHigh = upper ? `${shellString(upper.value)}${upper.inclusive ? ']' : ')'}` : 'inf]';
  return {
    lower: low,
    upper: high,
    complete,
    strings: bracket === TypeByte.string,
    shown: `${shownLow}, ${shownHigh}`,
  };
}

/** The product of the fields' pieces as byte intervals of the whole key. */
export function toIntervals(perField: FieldBounds[]): KeyInterval[] {
  let prefixes: Buffer[] = [Buffer.alloc(0)];
  const last = perField[perField.length - 1];
  const pointFields = last && last.pieces.every((p) => 'point' in p) ? perField : perField.slice(0, -1);
  for (const bounds of pointFields)
    prefixes = prefixes.flatMap((prefix) =>
      bounds.pieces.map((piece) => Buffer.concat([prefix, (piece as { point: Buffer }).point])),
    );
  if (pointFields.length === perField.length) {
    return prefixes.map((prefix) =>
      prefix.length === 0 ? {} : { low: prefix, ...optional('high', successor(prefix)) },
    );
  }
  const ranges = last!.pieces as { lower: Edge; upper: Edge }[];
  return prefixes.flatMap((prefix) =>
    ranges.map(({ lower, upper }) => ({
      ...optional('low', edgeBytes(prefix, lower)),
      ...optional('high', edgeBytes(prefix, upper)),
    })),
  );
}

function edgeBytes(prefix: Buffer, edge: Edge): Buffer | undefined {
  const bytes = Buffer.concat([prefix, edge.bytes]);
  if (!edge.after) return bytes.length > 0 ? bytes : undefined;
  return successor(bytes);
}

function optional<K extends string>(key: K, value: Buffer | undefined): Partial<Record<K, Buffer>> {
  return value ? ({ [key]: value } as Record<K, Buffer>) : {};
}
