import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { isPlainObject } from '../storage/values';

/** The field operators MongoDB 7 accepts in a partialFilterExpression. */
const FIELD_OPERATORS = new Set(['$eq', '$gt', '$gte', '$lt', '$lte', '$type', '$in', '$exists']);

/** Refuses what MongoDB refuses in a partial index filter (67 CannotCreateIndex). */
export function validatePartialFilter(filter: unknown): void {
  if (!isPlainObject(filter))
    throw unsupported(`partialFilterExpression must be an object, not ${typeof filter}`);
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' || field === '$or') {
      if (!Array.isArray(condition) || condition.length === 0)
        throw unsupported(`${field} argument must be a non-empty array`);
      condition.forEach(validatePartialFilter);
    } else if (field.startsWith('$')) {
      throw unsupported(`Expression not supported in partial index: ${field}`);
    } else {
      validateCondition(condition);
    }
  }
}

function validateCondition(condition: unknown): void {
  if (condition instanceof RegExp || (condition as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp')
    throw unsupported('Expression not supported in partial index: $regex');
  if (!isPlainObject(condition) || !Object.keys(condition).some((k) => k.startsWith('$'))) return;
  for (const [operator, value] of Object.entries(condition as Document)) {
    if (!FIELD_OPERATORS.has(operator) || (operator === '$exists' && value !== true))
      throw unsupported(
        `Expression not supported in partial index: ${operator}${operator === '$exists' ? ': false' : ''}`,
      );
  }
}

function unsupported(message: string): MongoCommandError {
  return new MongoCommandError(ErrorCode.CannotCreateIndex, message);
}
