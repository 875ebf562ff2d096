import type { Document } from 'bson';
import { ProcessingMode } from 'mingo';
import { cursorReply } from '../cursors';
import { badValue, notSupported } from '../errors';
import { createAggregator } from '../query/mingo-options';
import { allMatches, countMatches, matchingStream } from '../query/find-documents';
import { queryEnv } from '../query/query-env';
import { groupStreaming, streamingGroup } from '../query/streaming-group';
import { isPlainObject } from '../storage/values';
import { allowFields, type CommandContext } from './context';

/** Stages that would write, need server internals, or that mingo cannot evaluate faithfully. */
const REFUSED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$listLocalSessions',
  '$planCacheStats',
  '$search',
  '$searchMeta',
  '$geoNear',
  '$unionWith',
  '$graphLookup',
]);
/** Stages that never modify their input documents, so stored documents can be fed in without cloning. */
const NON_MUTATING_STAGES = new Set([
  '$match',
  '$sort',
  '$skip',
  '$limit',
  '$count',
  '$group',
  '$sortByCount',
]);

/**
 * Stages whose string comparisons follow a collation here: matches, sorts and expressions go
 * through collated operators. Grouping is allowed only on keys that cannot be strings.
 */
const COLLATED_STAGES = new Set([
  '$match',
  '$sort',
  '$skip',
  '$limit',
  '$count',
  '$project',
  '$addFields',
  '$set',
  '$unset',
  '$unwind',
  '$replaceRoot',
  '$replaceWith',
]);

export async function aggregate(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, ['pipeline', 'cursor', 'allowDiskUse', 'hint', 'collation', 'let']);
  const pipeline: unknown = ctx.body.pipeline;
  if (!Array.isArray(pipeline)) throw badValue(`'pipeline' option must be specified as an array`);
  const stageNames = (pipeline as Document[]).map((stage) => Object.keys(stage)[0] ?? '');
  for (const stage of stageNames)
    if (REFUSED_STAGES.has(stage)) throw notSupported(`the ${stage} aggregation stage`);

  const env = queryEnv(ctx.body.collation, ctx.body.let);
  if (env.collation) (pipeline as Document[]).forEach(refuseUncollatedStage);

  const target: unknown = ctx.body.aggregate;
  if (target === 1) throw notSupported('collection-less aggregate');
  if (typeof target !== 'string') throw badValue(`collection name has invalid type ${typeof target}`);
  const collection = ctx.store.get(ctx.db, target);
  // A leading $match is planned here so it can use indexes; the rest of the pipeline goes to mingo.
  const leadingMatch =
    stageNames[0] === '$match' ? ((pipeline[0] as Document).$match as Document) : undefined;
  const rest = (leadingMatch ? pipeline.slice(1) : pipeline) as Document[];

  let results: Document[];
  const group = streamingGroup(rest[0]);
  if (isCountGroup(rest)) {
    results = countResult(await countMatches(collection, leadingMatch ?? {}, env));
  } else if (group) {
    // Grouped as the documents stream by (only the groups held, other commands served meanwhile), then
    // the stages after the $group run over the groups.
    const groups = collection
      ? await groupStreaming(allMatches(collection, leadingMatch ?? {}, env), group, env)
      : [];
    results = createAggregator(rest.slice(1), env, {
      processingMode: ProcessingMode.CLONE_OFF,
      collectionResolver: resolver(ctx),
    }).run<Document>(groups);
  } else {
    // The documents stream into the pipeline as it pulls them: only what its stages keep is held in memory.
    const input = collection ? matchingStream(collection, leadingMatch ?? {}, env) : [];
    const mutating = stageNames.some((s) => !NON_MUTATING_STAGES.has(s));
    results = createAggregator(rest, env, {
      processingMode: mutating ? ProcessingMode.CLONE_INPUT : ProcessingMode.CLONE_OFF,
      collectionResolver: resolver(ctx),
    }).run<Document>(input);
  }

  const ns = `${ctx.db}.${target}`;
  const cursorOptions = (ctx.body.cursor ?? {}) as Document;
  const batchSize = typeof cursorOptions.batchSize === 'number' ? cursorOptions.batchSize : undefined;
  return cursorReply(ns, await ctx.cursors.open(ns, results, batchSize), 'firstBatch');
}

/** The collections $lookup reads, whole. */
function resolver(ctx: CommandContext) {
  return (name: string) => {
    const foreign = ctx.store.get(ctx.db, name);
    return foreign ? Array.from(matchingStream(foreign, {})) : [];
  };
}

/**
 * The driver's countDocuments is `[{ $match }, { $group: { _id: 1, n: { $sum: 1 } } }]`: the count of the
 * matched documents, without mingo grouping each of them (seconds at 100 000 documents).
 */
function isCountGroup(stages: Document[]): boolean {
  if (stages.length !== 1) return false;
  const group = stages[0]!.$group as Document | undefined;
  if (!isPlainObject(group) || Object.keys(stages[0]!).length !== 1) return false;
  const keys = Object.keys(group);
  if (keys.length !== 2 || group._id !== 1) return false;
  const [field] = keys.filter((key) => key !== '_id');
  const sum = field === undefined ? undefined : (group[field] as Document | undefined);
  return isPlainObject(sum) && Object.keys(sum).length === 1 && sum.$sum === 1;
}

/** What $group gives: one document, or none when nothing matched. */
function countResult(n: number): Document[] {
  return n > 0 ? [{ _id: 1, n }] : [];
}

function refuseUncollatedStage(stage: Document): void {
  const name = Object.keys(stage)[0] ?? '';
  if (COLLATED_STAGES.has(name)) return;
  if (name === '$group' && !mayBeString((stage.$group as Document | undefined)?._id)) return;
  throw notSupported(`the ${name} stage with a collation`);
}

/** Whether a group key expression could produce a string (constants and `null` cannot). */
function mayBeString(expr: unknown): boolean {
  if (typeof expr === 'string') return true;
  if (Array.isArray(expr)) return expr.some(mayBeString);
  if (isPlainObject(expr))
    return Object.values(expr).some(mayBeString) || Object.keys(expr).some((k) => k.startsWith('$'));
  return false;
}
