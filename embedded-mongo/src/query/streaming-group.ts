import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Document } from 'bson';
import { Context, evalExpr } from 'mingo/core';
import type { Options } from 'mingo/types';
import { compare, HashMap, isNil, isNumber } from 'mingo/util';
import { isPlainObject } from '../storage/values';
import type { Matches } from './find-documents';
import { mingoOptions, type QueryEnv } from './mingo-options';

/** Accumulators a group can keep up to date one document at a time. */
const STREAMED = new Set(['$sum', '$count', '$min', '$max', '$first', '$last']);
/** Candidates read between looks at the clock; a read running longer than 8 ms lets other commands in. */
const STEP_ROWS = 256;
const YIELD_AFTER_MS = 8;

interface Field {
  name: string;
  operator: string;
  argument: unknown;
}

/** A `$group` stage that can run over a stream of documents: its key expression and fields. */
export interface StreamingGroup {
  id: unknown;
  fields: Field[];
}

/**
 * A `$group` whose accumulators are all `$sum`, `$count`, `$min`, `$max`, `$first` or `$last` is kept
 * up to date as each matching document is read and then dropped: only the groups are held, never the
 * documents (the Traffic report groups thousands of enquiries), and other commands run between stretches of
 * reading. Anything else returns undefined and runs in mingo as a whole.
 */
export function streamingGroup(stage: Document | undefined): StreamingGroup | undefined {
  if (!stage || Object.keys(stage).length !== 1 || !isPlainObject(stage.$group)) return undefined;
  const group = stage.$group as Document;
  if (!('_id' in group)) return undefined;
  const fields: Field[] = [];
  for (const [name, spec] of Object.entries(group)) {
    if (name === '_id') continue;
    if (name.startsWith('$') || name.includes('.') || !isPlainObject(spec)) return undefined;
    const operators = Object.keys(spec);
    if (operators.length !== 1 || !STREAMED.has(operators[0]!)) return undefined;
    fields.push({ name, operator: operators[0]!, argument: (spec as Document)[operators[0]!] });
  }
  return { id: group._id, fields };
}

/** An operator of our own, only ever called by `evaluator` below. */
const CAPTURE = '$__embeddedMongoEvaluationState';

/**
 * Evaluates expressions on one document after another as $group does (mingo's `evalExpr`, with the
 * command's collation and `let` variables). Given plain options, mingo copies its whole operator table on
 * every call; this keeps one evaluation state for the pass instead (mingo's own, handed to an operator of
 * ours once), moving its root from document to document as mingo's accumulators themselves do.
 */
function evaluator(env: QueryEnv): (doc: Document, expr: unknown) => unknown {
  const options = mingoOptions(env) as Options;
  let state: Options | undefined;
  const context = Context.from(options.context).addExpressionOps({
    [CAPTURE]: (_doc: unknown, _expr: unknown, given: Options) => {
      state = given;
      return null;
    },
  });
  evalExpr({}, { [CAPTURE]: 1 }, { ...options, context });
  const shared = state as Options & { update(locals: { root: unknown }): Options };
  return (doc, expr) => evalExpr(doc, expr, shared.update({ root: doc }));
}

/** One group's running state: per field, the value so far (and, for a constant `$sum`, the count). */
interface Tally {
  id: unknown;
  values: unknown[];
  seen: boolean[];
  count: number;
}

/**
 * The groups of every match, as mingo's `$group` gives them over the whole input: keys compared as mingo
 * compares them (its HashMap), groups in the order their first document came, and each accumulator's
 * value as mingo computes it (`$sum` adds the numbers among the values in input order, a constant `$sum`
 * is the count times the constant; `$min` the least non-null value and the first of equals, `$max` the
 * last of the greatest; `$first`/`$last` the expression on the first/last document; missing is null).
 */
export async function groupStreaming(
  matches: Matches,
  group: StreamingGroup,
  env: QueryEnv,
): Promise<Document[]> {
  const evaluate = evaluator(env);
  const tallies = HashMap.init<unknown, Tally>();
  const value = (doc: Document, expr: unknown) => evaluate(doc, expr) ?? null;
  const add = (doc: Document) => {
    const key = evaluate(doc, group.id) ?? null;
    let tally = tallies.get(key);
    if (!tally) {
      tally = {
        id: key,
        values: group.fields.map(() => undefined),
        seen: group.fields.map(() => false),
        count: 0,
      };
      tallies.set(key, tally);
    }
    tally.count += 1;
    group.fields.forEach(({ operator, argument }, i) => {
      const first = !tally.seen[i];
      tally.seen[i] = true;
      switch (operator) {
        case '$sum': {
          if (isNumber(argument)) return;
          const v = value(doc, argument);
          tally.values[i] = ((tally.values[i] as number | undefined) ?? 0) + (isNumber(v) ? v : 0);
          return;
        }
        case '$count':
          return;
        case '$min': {
          const v = value(doc, argument);
          const current = tally.values[i];
          if (!isNil(v) && (isNil(current) || compare(v, current) < 0)) tally.values[i] = v;
          return;
        }
        case '$max': {
          const v = value(doc, argument);
          if (first || compare(v, tally.values[i]) >= 0) tally.values[i] = v;
          return;
        }
        case '$first':
          if (first) tally.values[i] = value(doc, argument);
          return;
        case '$last':
          tally.values[i] = value(doc, argument);
          return;
      }
    });
  };

  let since = performance.now();
  while (!matches.done) {
    matches.forEach(add, STEP_ROWS);
    if (performance.now() - since > YIELD_AFTER_MS) {
      await nextTurn();
      since = performance.now();
    }
  }

  const groups: Document[] = [];
  for (const tally of tallies.values()) {
    const out: Document = { _id: tally.id };
    group.fields.forEach(({ name, operator, argument }, i) => {
      const v = tally.values[i];
      if (operator === '$count') out[name] = tally.count;
      else if (operator === '$sum')
        out[name] = isNumber(argument) ? tally.count * argument : ((v as number | undefined) ?? 0);
      else out[name] = isNil(v) ? null : v;
    });
    groups.push(out);
  }
  return groups;
}
