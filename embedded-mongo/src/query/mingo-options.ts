import type { Document } from 'bson';
import { Aggregator as BaseAggregator } from 'mingo/aggregator';
import { Context, ProcessingMode } from 'mingo/core';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Query as BaseQuery } from 'mingo/query';
import type { Options } from 'mingo/types';
import type { Collation } from './collation';
import { collatedExpressionOperators, collatedQueryOperators } from './collated-operators';

/** Shared mingo settings: never run user-supplied JavaScript ($where, $function, $accumulator). */
export const queryOptions: Partial<Options> = { scriptEnabled: false };

/** What a command adds to how its filter and pipeline are evaluated. */
export interface QueryEnv {
  collation?: Collation;
  /** The command's `let` variables, read as `$$name`. */
  variables?: Document;
}

const operators = {
  accumulator: accumulatorOperators,
  expression: expressionOperators,
  pipeline: pipelineOperators,
  projection: projectionOperators,
  query: queryOperators,
  window: windowOperators,
} as unknown as Parameters<typeof Context.init>[0] & Record<string, Record<string, unknown>>;
const simpleContext = Context.init(operators);
const collatedContexts = new WeakMap<Collation, Context>();

function contextFor(collation: Collation | undefined): Context {
  if (!collation) return simpleContext;
  let context = collatedContexts.get(collation);
  if (!context) {
    // mingo's own merge keeps the first definition of an operator, so the overrides are spread in here.
    context = Context.init({
      ...operators,
      query: { ...operators.query, ...collatedQueryOperators(collation) },
      expression: { ...operators.expression, ...collatedExpressionOperators(collation) },
    } as typeof operators);
    collatedContexts.set(collation, context);
  }
  return context;
}

export function mingoOptions(
  env: QueryEnv = {},
  processingMode = ProcessingMode.CLONE_OFF,
): Partial<Options> {
  return {
    ...queryOptions,
    processingMode,
    context: contextFor(env.collation),
    // mingo's `$sort` reads the collation spec itself; equality and ranges use the operators above.
    ...(env.collation && { collation: env.collation.intlSpec as Options['collation'] }),
    ...(env.variables && { variables: env.variables }),
  };
}

export function createQuery(filter: Document, env?: QueryEnv): BaseQuery {
  return new BaseQuery(filter, mingoOptions(env));
}

export function createAggregator(
  pipeline: Document[],
  env: QueryEnv,
  options: Partial<Options> = {},
): BaseAggregator {
  return new BaseAggregator(pipeline, { ...mingoOptions(env), ...options });
}
