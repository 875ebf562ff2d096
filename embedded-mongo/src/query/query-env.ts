import type { Document } from 'bson';
import { evalExpr } from 'mingo/core';
import type { Options } from 'mingo/types';
import { badValue } from '../errors';
import { isPlainObject } from '../storage/values';
import { parseCollation } from './collation';
import { mingoOptions, type QueryEnv } from './mingo-options';

/** A command's `collation` and `let` options; `let` values are expressions evaluated once, as in MongoDB. */
export function queryEnv(collation: unknown, letOption?: unknown): QueryEnv {
  const env: QueryEnv = { collation: parseCollation(collation) };
  if (letOption === undefined || letOption === null) return env;
  if (!isPlainObject(letOption)) throw badValue(`BSON field 'let' is the wrong type, expected object`);
  const variables: Document = {};
  for (const [name, expr] of Object.entries(letOption)) {
    if (!/^[a-z\u0080-\uffff][\w\u0080-\uffff]*$/.test(name))
      throw badValue(`'${name}' starts with an invalid character for a user variable name`);
    variables[name] = evalExpr({}, expr, mingoOptions({ ...env, variables }) as Options);
  }
  return { ...env, variables };
}
