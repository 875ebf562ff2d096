import type { Document } from 'bson';
import { TypeByte, encodeValue, typeByteOf } from '../storage/key-encoding';
import { isPlainObject } from '../storage/values';

/*
 * A filter read as the planner needs it: per field, the equalities, ranges and exclusions an index's key
 * ranges can express, and whether anything else is left for the full match to decide.
 */

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);
/** Brackets whose ranges are worth an index (numbers, strings, dates, ObjectIds). */
export const RANGE_BRACKETS = new Set<number>([
  TypeByte.number,
  TypeByte.string,
  TypeByte.date,
  TypeByte.objectId,
]);

/** One field's conditions in the filter (an implicit or explicit `$and` of them). */
export interface FieldConditions {
  points?: unknown[];
  lower?: { value: unknown; inclusive: boolean };
  upper?: { value: unknown; inclusive: boolean };
  excluded: unknown[];
  /** Conditions no index bound expresses ($regex, $exists, $elemMatch, a second `$in`…). */
  other: boolean;
}

export interface FilterShape {
  fields: Map<string, FieldConditions>;
  /** Top-level operators ($or, $expr, $nor…): the filter is more than its fields' conditions. */
  residual: boolean;
}

/** The filter's conditions per field (top level and inside `$and`). */
export function analyse(filter: Document): FilterShape {
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

export function containsString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some(containsString);
  return isPlainObject(value) && Object.values(value).some(containsString);
}
