import { evalExpr } from 'mingo/core';
import * as expressionOperators from 'mingo/operators/expression';
import * as queryOperators from 'mingo/operators/query';
import type { Options } from 'mingo/types';
import { resolve } from 'mingo/util';
import type { Collation } from './collation';

type Predicate = (doc: unknown) => boolean;
type QueryOperator = (selector: string, value: unknown, options: Options) => Predicate;
type ExpressionOperator = (obj: unknown, expr: unknown, options: Options) => unknown;

const builtinQuery = queryOperators as unknown as Record<string, QueryOperator>;
const builtinExpression = expressionOperators as unknown as Record<string, ExpressionOperator>;

/** Strings at a path, looking into arrays the way MongoDB's comparison operators do. */
function stringsAt(doc: unknown, selector: string): string[] {
  const out: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
  };
  visit(resolve(doc as Record<string, unknown>, selector, { unwrapArray: true }));
  return out;
}

/**
 * Comparison operators that compare strings through a collation; every other type keeps mingo's
 * semantics. Collation does not apply to `$regex` or to strings nested in compared documents.
 */
export function collatedQueryOperators(collation: Collation): Record<string, QueryOperator> {
  const equal = (a: string, b: string): boolean => collation.compare(a, b) === 0;
  const $eq: QueryOperator = (selector, value, options) => {
    const exact = builtinQuery.$eq!(selector, value, options);
    if (typeof value !== 'string') return exact;
    return (doc) => exact(doc) || stringsAt(doc, selector).some((s) => equal(s, value));
  };
  const $in: QueryOperator = (selector, value, options) => {
    const exact = builtinQuery.$in!(selector, value, options);
    const wanted = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    if (wanted.length === 0) return exact;
    return (doc) => exact(doc) || stringsAt(doc, selector).some((s) => wanted.some((w) => equal(s, w)));
  };
  const range =
    (name: string, test: (order: number) => boolean): QueryOperator =>
    (selector, value, options) => {
      if (typeof value !== 'string') return builtinQuery[name]!(selector, value, options);
      return (doc) => stringsAt(doc, selector).some((s) => test(collation.compare(s, value)));
    };
  return {
    $eq,
    $ne: (selector, value, options) => {
      const eq = $eq(selector, value, options);
      return (doc) => !eq(doc);
    },
    $in,
    $nin: (selector, value, options) => {
      const inList = $in(selector, value, options);
      return (doc) => !inList(doc);
    },
    $gt: range('$gt', (o) => o > 0),
    $gte: range('$gte', (o) => o >= 0),
    $lt: range('$lt', (o) => o < 0),
    $lte: range('$lte', (o) => o <= 0),
  };
}

/** `$eq`, `$cmp`, `$lt`… inside `$expr` and aggregation expressions, collated for two strings. */
export function collatedExpressionOperators(collation: Collation): Record<string, ExpressionOperator> {
  const compareWith =
    (name: string, result: (order: number) => unknown): ExpressionOperator =>
    (obj, expr, options) => {
      const args = evalExpr(obj, expr, options);
      if (Array.isArray(args) && typeof args[0] === 'string' && typeof args[1] === 'string')
        return result(Math.sign(collation.compare(args[0], args[1])));
      return builtinExpression[name]!(obj, expr, options);
    };
  return {
    $eq: compareWith('$eq', (o) => o === 0),
    $ne: compareWith('$ne', (o) => o !== 0),
    $gt: compareWith('$gt', (o) => o > 0),
    $gte: compareWith('$gte', (o) => o >= 0),
    $lt: compareWith('$lt', (o) => o < 0),
    $lte: compareWith('$lte', (o) => o <= 0),
    $cmp: compareWith('$cmp', (o) => o),
  };
}
