import type { Document } from 'bson';
import { badValue, notSupported } from '../errors';
import { Matches, prepare, sortDocuments } from '../query/find-documents';
import type { FindSpec } from '../query/find-documents';
import { describePlan, type Plan } from '../query/planner';
import { queryEnv } from '../query/query-env';
import { isPlainObject } from '../storage/values';
import { SERVER_VERSION } from './handshake';
import { FIND_OPTIONS, findOptions } from './find';
import { allowFields, collectionName, optionalDocument, type CommandContext } from './context';

const VERBOSITIES = new Set(['queryPlanner', 'executionStats', 'allPlansExecution']);

/**
 * `explain` for find, count, distinct, aggregate (its leading `$match`), update, delete and findAndModify:
 * which plan the query takes (queryPlanner: IXSCAN with the index's name and bounds, or COLLSCAN; the other
 * indexes considered as rejectedPlans) and, from `executionStats` up, what running the read examined.
 * Writes are never performed.
 */
export async function explain(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, ['verbosity']);
  const inner = ctx.body.explain;
  if (!isPlainObject(inner))
    throw badValue(`BSON field 'explain.explain' is the wrong type, expected object`);
  const verbosity = ctx.body.verbosity ?? 'allPlansExecution';
  if (typeof verbosity !== 'string' || !VERBOSITIES.has(verbosity))
    throw badValue(`verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`);
  const name = Object.keys(inner)[0] ?? '';
  const innerCtx: CommandContext = { ...ctx, name, body: { ...inner, $db: ctx.db } };
  const { spec, collection, stage, extraStages } = explained(innerCtx);
  const view = ctx.store.get(ctx.db, collection);
  const ns = `${ctx.db}.${collection}`;
  const reply: Document = { explainVersion: '1' };
  let plan: Plan | undefined;
  let rejected: Plan[] = [];
  if (view) ({ plan, rejected } = { ...prepare(view, spec, stage === 'COUNT' ? 'count' : 'find') });
  let winning: Document = plan ? describePlan(plan) : { stage: 'EOF' };
  if (stage === 'COUNT' && plan?.exact && plan.source.kind === 'index')
    winning = { ...(winning.inputStage as Document), stage: 'COUNT_SCAN' };
  if (plan && spec.sort && Object.keys(spec.sort).length > 0 && !plan.sorted)
    winning = { stage: 'SORT', sortPattern: spec.sort, inputStage: winning };
  if (spec.skip) winning = { stage: 'SKIP', skipAmount: spec.skip, inputStage: winning };
  if (spec.limit) winning = { stage: 'LIMIT', limitAmount: spec.limit, inputStage: winning };
  if (stage) winning = { stage, inputStage: winning };
  reply.queryPlanner = {
    namespace: ns,
    indexFilterSet: false,
    parsedQuery: spec.filter ?? {},
    winningPlan: winning,
    rejectedPlans: rejected.map(describePlan),
  };
  if (extraStages.length > 0) reply.stages = extraStages;
  if (verbosity !== 'queryPlanner' && view && plan) reply.executionStats = await execute(view, spec, plan);
  return {
    ...reply,
    command: inner,
    serverInfo: { version: SERVER_VERSION, gitVersion: 'embedded-mongo' },
    ok: 1,
  };
}

/** What is explained of each command: its query, the collection and the stage above the scan. */
function explained(ctx: CommandContext): {
  spec: FindSpec;
  collection: string;
  stage?: string;
  extraStages: Document[];
} {
  const none: Document[] = [];
  switch (ctx.name) {
    case 'find':
      allowFields(ctx, FIND_OPTIONS);
      return { spec: findOptions(ctx), collection: collectionName(ctx), extraStages: none };
    case 'count':
      return {
        spec: { filter: optionalDocument(ctx, 'query'), env: queryEnv(ctx.body.collation) },
        collection: collectionName(ctx),
        stage: 'COUNT',
        extraStages: none,
      };
    case 'distinct':
      return {
        spec: { filter: optionalDocument(ctx, 'query'), env: queryEnv(ctx.body.collation) },
        collection: collectionName(ctx),
        stage: 'PROJECTION_DEFAULT',
        extraStages: none,
      };
    case 'aggregate': {
      const pipeline = Array.isArray(ctx.body.pipeline) ? (ctx.body.pipeline as Document[]) : [];
      const first = pipeline[0];
      const leading = first && Object.keys(first)[0] === '$match' ? (first.$match as Document) : undefined;
      return {
        spec: { filter: leading, env: queryEnv(ctx.body.collation, ctx.body.let) },
        collection: collectionName(ctx),
        extraStages: pipeline.slice(leading ? 1 : 0),
      };
    }
    case 'update':
    case 'delete': {
      const statements = (ctx.body[ctx.name === 'update' ? 'updates' : 'deletes'] ?? []) as Document[];
      const statement = statements[0] ?? {};
      return {
        spec: {
          filter: statement.q as Document | undefined,
          env: queryEnv(statement.collation, ctx.body.let),
          limit: ctx.name === 'delete' ? Number(statement.limit ?? 0) : statement.multi ? 0 : 1,
        },
        collection: collectionName(ctx),
        stage: ctx.name.toUpperCase(),
        extraStages: none,
      };
    }
    case 'findAndModify':
    case 'findandmodify':
      return {
        spec: {
          filter: optionalDocument(ctx, 'query'),
          sort: optionalDocument(ctx, 'sort'),
          limit: 1,
          env: queryEnv(ctx.body.collation, ctx.body.let),
        },
        collection: collectionName(ctx),
        stage: ctx.body.remove === true ? 'DELETE' : 'UPDATE',
        extraStages: none,
      };
    default:
      throw notSupported(`explain of ${ctx.name || 'this command'}`);
  }
}

/** Runs the read the plan describes and reports what it examined. */
async function execute(view: Parameters<typeof prepare>[0], spec: FindSpec, plan: Plan): Promise<Document> {
  const started = performance.now();
  const { query } = prepare(view, spec);
  const matches = new Matches(view, plan, query, (spec.skip ?? 0) + (spec.limit || 101));
  const wanted =
    spec.sort && !plan.sorted
      ? Number.POSITIVE_INFINITY
      : (spec.skip ?? 0) + (spec.limit || Number.POSITIVE_INFINITY);
  let docs = await matches.takeAsync(wanted);
  if (spec.sort && !plan.sorted) docs = sortDocuments(docs, spec.sort, spec.env);
  const returned = docs.slice(spec.skip ?? 0, spec.limit ? (spec.skip ?? 0) + spec.limit : undefined).length;
  return {
    executionSuccess: true,
    nReturned: returned,
    executionTimeMillis: Math.round(performance.now() - started),
    totalKeysExamined: plan.source.kind === 'index' ? matches.keysExamined : 0,
    totalDocsExamined: matches.docsExamined,
  };
}
