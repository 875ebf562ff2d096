import type { Document } from 'bson';
import {
  TypeByte,
  bracketPrefix,
  encodeValue,
  invert,
  isExactlyEncoded,
  successor,
  typeByteOf,
} from '../storage/key-encoding';
import type { CollectionView, IndexInfo, KeyInterval, ScanSource } from '../storage/store';
import { isPlainObject, shellString } from '../storage/values';
import type { Collation } from './collation';

/**
 * Chooses how a query reads a collection, as MongoDB's planner does: an index scan over the key ranges the
 * filter allows (equality and `$in` on a prefix of the index's fields, then one range, `$ne` or `$nin`), in
 * the sort's order when the index gives it, or a collection scan. The scan yields candidates; the whole
 * filter is still applied to each one (mingo), so a plan only ever narrows what is read, never what matches.
 */
export interface Plan {
  source: ScanSource;
  index?: IndexInfo;
  /** The scan returns documents in the requested sort order (no sort needed afterwards). */
  sorted: boolean;
  /** The index bounds alone decide the filter: counting the index's keys counts the matches. */
  exact: boolean;
  /** One document may appear under several keys: results are deduplicated. */
  multikey: boolean;
  /** The bounds per field, as explain shows them. */
  bounds: Record<string, string[]>;
}

export type PlanPurpose = 'find' | 'count';

/** One field's conditions in the filter (an implicit or explicit `$and` of them). */
interface FieldConditions {
  points?: unknown[];
  lower?: { value: unknown; inclusive: boolean };
  upper?: { value: unknown; inclusive: boolean };
  excluded: unknown[];
  /** Conditions no index bound expresses ($regex, $exists, $elemMatch, a second `$in`…). */
  other: boolean;
}

interface FilterShape {
  fields: Map<string, FieldConditions>;
  /** Top-level operators ($or, $expr, $nor…): the filter is more than its fields' conditions. */
  residual: boolean;
}

/** A component of the key space: a byte string of direction-adjusted encodings, or an edge around one. */
interface Edge {
  bytes: Buffer;
  /** After every key starting with `bytes` (else before them). */
  after: boolean;
}

interface FieldBounds {
  /** Each piece: a point (one encoding) or a range between edges, in the index's direction. */
  pieces: ({ point: Buffer } | { lower: Edge; upper: Edge })[];
  /** The pieces express every condition on the field. */
  complete: boolean;
  /** A single point (the field is fixed: later fields stay in order). */
  fixed: boolean;
  shown: string[];
}

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);
/** Brackets whose ranges are worth an index (numbers, strings, dates, ObjectIds). */
const RANGE_BRACKETS = new Set<number>([TypeByte.number, TypeByte.string, TypeByte.date, TypeByte.objectId]);
/** Past this many key ranges (a product of several `$in`), the index is used on fewer fields. */
const MAX_INTERVALS = 200;

/** The plan for `filter` and `sort`; `rejected` holds the other indexes considered, for explain. */
export function planQuery(
  collection: CollectionView,
  filter: Document,
  sort: Document | undefined,
  collation: Collation | undefined,
  purpose: PlanPurpose = 'find',
): { winner: Plan; rejected: Plan[] } {
  const shape = analyse(filter);
  const sortFields = sort && Object.keys(sort).length > 0 ? Object.entries(sort) : [];
  const candidates: { plan: Plan; bounded: number }[] = [];
  for (const index of collection.indexes()) {
    if (!index.definition.complete) continue;
    const candidate = planIndex(index, shape, sortFields, collation);
    // An index helps when it narrows the scan, or gives the sort's order (then a limit stops it early).
    if (candidate && (candidate.bounded > 0 || (sortFields.length > 0 && candidate.plan.sorted)))
      candidates.push(candidate);
  }
  const collectionScan: Plan = {
    source: { kind: 'collection', direction: 1 },
    sorted: sortFields.length === 0,
    exact: Object.keys(filter).length === 0,
    multikey: false,
    bounds: {},
  };
  if (candidates.length === 0) return { winner: collectionScan, rejected: [] };
  const rank = (c: { plan: Plan; bounded: number }) =>
    (purpose === 'count' && c.plan.exact ? 10_000 : 0) + c.bounded * 100 + (c.plan.sorted ? 10 : 0);
  const best = Math.max(...candidates.map(rank));
  const ties = candidates.filter((c) => rank(c) === best);
  const winner =
    ties.length > 1
      ? breakTie(
          collection,
          ties.map((c) => c.plan),
          shapeKey(shape, sortFields, purpose, collation),
        )
      : ties[0]!.plan;
  const rejected = candidates.map((c) => c.plan).filter((plan) => plan !== winner);
  return { winner, rejected };
}

/** Which index a query shape chose among equally good ones, per collection, and how often it was used since. */
const choices = new WeakMap<readonly IndexInfo[], Map<string, { index: string; uses: number }>>();
/** A remembered choice is weighed again after this many uses (the data may have changed). */
const REPLAN_AFTER = 500;

/**
 * Among plans equally good on paper, the one with fewer keys to read (counted in its ranges, up to a limit),
 * remembered per query shape so that counting is not paid by every query.
 */
function breakTie(collection: CollectionView, plans: Plan[], key: string): Plan {
  const indexes = collection.indexes();
  let remembered = choices.get(indexes);
  if (!remembered) choices.set(indexes, (remembered = new Map()));
  const choice = remembered.get(key);
  const chosen = choice && plans.find((plan) => plan.index?.definition.name === choice.index);
  if (choice && chosen && ++choice.uses < REPLAN_AFTER) return chosen;
  const keys = new Map(plans.map((plan) => [plan, estimateKeys(collection, plan)]));
  const winner = [...plans].sort((a, b) => keys.get(a)! - keys.get(b)!)[0]!;
  remembered.set(key, { index: winner.index!.definition.name, uses: 0 });
  return winner;
}

/** A query's shape: its fields and the kinds of conditions on them, its sort, not its values. */
function shapeKey(
  shape: FilterShape,
  sortFields: [string, unknown][],
  purpose: PlanPurpose,
  collation: Collation | undefined,
): string {
  const fields = [...shape.fields]
    .map(([field, c]) => {
      const points = c.points ? (c.points.length > 1 ? 'P+' : 'P') : '';
      return `${field}:${points}${c.lower ? 'L' : ''}${c.upper ? 'U' : ''}${c.excluded.length ? 'X' : ''}${c.other ? 'O' : ''}`;
    })
    .sort();
  return JSON.stringify([fields, shape.residual, sortFields, purpose, collation?.spec ?? null]);
}

function estimateKeys(collection: CollectionView, plan: Plan): number {
  if (plan.source.kind !== 'index') return Number.MAX_SAFE_INTEGER;
  return collection.countKeys(plan.source.index, plan.source.intervals, 10_000);
}

function planIndex(
  index: IndexInfo,
  shape: FilterShape,
  sortFields: [string, unknown][],
  queryCollation: Collation | undefined,
): { plan: Plan; bounded: number } | undefined {
  const definition = index.definition;
  const fields = definition.fields;
  const perField: FieldBounds[] = [];
  let intervalCount = 1;
  for (let i = 0; i < fields.length; i++) {
    const conditions = shape.fields.get(fields[i]!);
    if (!conditions) break;
    const bounds = fieldBounds(conditions, definition.directions[i]!, index, queryCollation);
    if (!bounds || intervalCount * bounds.pieces.length > MAX_INTERVALS) break;
    perField.push(bounds);
    intervalCount *= bounds.pieces.length;
    // Only points let the next field narrow further (a range ends the usable prefix).
    if (!bounds.pieces.every((piece) => 'point' in piece)) break;
  }
  const intervals = toIntervals(perField);
  const direction = sortDirection(index, perField, sortFields, queryCollation);
  const boundedFields = new Set(fields.slice(0, perField.length));
  const exact =
    !shape.residual &&
    !index.multikey &&
    perField.every((bounds) => bounds.complete) &&
    [...shape.fields.keys()].every((field) => boundedFields.has(field));
  const bounds: Record<string, string[]> = {};
  fields.forEach((field, i) => (bounds[field] = perField[i]?.shown ?? ['[MinKey, MaxKey]']));
  return {
    bounded: perField.length,
    plan: {
      source: { kind: 'index', index: definition.name, intervals, direction: direction ?? 1 },
      index,
      sorted: direction !== undefined,
      exact,
      multikey: index.multikey,
      bounds,
    },
  };
}

/**
 * The direction to scan the index in so that it returns the sort's order, or undefined when it cannot:
 * after the fields fixed by one point, the sort's fields must be the index's next fields, all in its
 * directions or all reversed. A multikey or collated index never gives an order (arrays and collation keys
 * do not sort as MongoDB sorts them).
 */
function sortDirection(
  index: IndexInfo,
  perField: FieldBounds[],
  sortFields: [string, unknown][],
  queryCollation: Collation | undefined,
): 1 | -1 | undefined {
  if (sortFields.length === 0) return 1;
  if (index.multikey || index.definition.collation || queryCollation) return undefined;
  const { fields, directions } = index.definition;
  const fixed = new Set(fields.filter((_, i) => perField[i]?.fixed));
  const wanted = sortFields.filter(([field]) => !fixed.has(field));
  if (wanted.length === 0) return 1;
  // Fields before the first sort field must all be fixed by a single point.
  let start = fields.findIndex((field) => !fixed.has(field));
  if (start < 0) return undefined;
  let direction: 1 | -1 | undefined;
  for (const [field, order] of wanted) {
    while (start < fields.length && fixed.has(fields[start]!) && fields[start] !== field) start += 1;
    if (fields[start] !== field || (order !== 1 && order !== -1)) return undefined;
    const relative = order === directions[start] ? 1 : -1;
    if (direction && relative !== direction) return undefined;
    direction = relative;
    start += 1;
  }
  // A range or several points before the sort's first field would interleave orders.
  const firstSorted = fields.indexOf(wanted[0]![0]);
  for (let i = 0; i < firstSorted; i++) if (!fixed.has(fields[i]!)) return undefined;
  return direction;
}

function fieldBounds(
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
function toIntervals(perField: FieldBounds[]): KeyInterval[] {
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

/** The filter's conditions per field (top level and inside `$and`). */
function analyse(filter: Document): FilterShape {
  const shape: FilterShape = { fields: new Map(), residual: false };
  const visit = (clause: Document) => {
    for (const [key, condition] of Object.entries(clause)) {
      if (key === '$and' && Array.isArray(condition)) {
        for (const part of condition) if (isPlainObject(part)) visit(part);
        continue;
      }
      if (key === '$comment') continue;
      if (key.startsWith('$')) {
        shape.residual = true;
        continue;
      }
      let field = shape.fields.get(key);
      if (!field) shape.fields.set(key, (field = { excluded: [], other: false }));
      addCondition(field, condition);
    }
  };
  visit(filter);
  return shape;
}

function addCondition(field: FieldConditions, condition: unknown): void {
  if (!isOperatorObject(condition)) return addPoints(field, [condition]);
  for (const [operator, value] of Object.entries(condition)) {
    if (operator === '$eq') addPoints(field, [value]);
    else if (operator === '$in' && Array.isArray(value)) addPoints(field, value);
    else if (RANGE_OPERATORS.has(operator) && isRangeValue(value)) addRange(field, operator, value);
    else if (operator === '$ne' && isIndexableValue(value)) field.excluded.push(value);
    else if (operator === '$nin' && Array.isArray(value) && value.every(isIndexableValue))
      field.excluded.push(...value);
    else field.other = true;
  }
}

function addPoints(field: FieldConditions, values: unknown[]): void {
  if (!values.every(isIndexableValue) || field.points) {
    field.other = true;
    return;
  }
  field.points = values;
}

function addRange(field: FieldConditions, operator: string, value: unknown): void {
  const inclusive = operator === '$gte' || operator === '$lte';
  const side = operator === '$gt' || operator === '$gte' ? 'lower' : 'upper';
  const current = field[side];
  if (current) {
    // Two bounds on one side: the tighter one, when they are comparable.
    const order =
      typeByteOf(current.value) === typeByteOf(value)
        ? Buffer.compare(encodeValue(value), encodeValue(current.value))
        : undefined;
    if (order === undefined) return void (field.other = true);
    const tighter =
      side === 'lower' ? order > 0 || (order === 0 && !inclusive) : order < 0 || (order === 0 && !inclusive);
    if (tighter) field[side] = { value, inclusive };
    return;
  }
  field[side] = { value, inclusive };
}

function isOperatorObject(value: unknown): value is Document {
  return isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));
}

/** Arrays match element-wise and regexes match by pattern, so neither can be looked up by key. */
function isIndexableValue(value: unknown): boolean {
  if (value === undefined || Array.isArray(value) || value instanceof RegExp) return false;
  if ((value as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp') return false;
  if (isPlainObject(value)) return Object.keys(value).every((k) => !k.startsWith('$'));
  return true;
}

function isRangeValue(value: unknown): boolean {
  if (typeof value === 'number' && Number.isNaN(value)) return false;
  return RANGE_BRACKETS.has(typeByteOf(value));
}

function containsString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some(containsString);
  return isPlainObject(value) && Object.values(value).some(containsString);
}

/** explain's description of a plan (MongoDB's queryPlanner shape). */
export function describePlan(plan: Plan): Document {
  if (plan.source.kind === 'collection') return { stage: 'COLLSCAN', direction: 'forward' };
  const definition = plan.index!.definition;
  const scan: Document = {
    stage: 'IXSCAN',
    keyPattern: definition.spec.key,
    indexName: definition.name,
    isMultiKey: plan.multikey,
    isUnique: definition.isId || definition.spec.unique === true,
    isSparse: false,
    isPartial: false,
    direction: plan.source.direction === 1 ? 'forward' : 'backward',
    indexBounds: plan.bounds,
  };
  return { stage: 'FETCH', inputStage: scan };
}
