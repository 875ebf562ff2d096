import type { Document } from 'bson';
import type { CollectionView, IndexInfo, ScanSource } from '../storage/store';
import type { Collation } from './collation';
import { analyse, type FilterShape } from './filter-shape';
import { fieldBounds, toIntervals, type FieldBounds } from './index-bounds';

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
