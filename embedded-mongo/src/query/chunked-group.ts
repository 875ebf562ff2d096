import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Document } from 'bson';
import { ProcessingMode } from 'mingo';
import { isPlainObject } from '../storage/values';
import type { Matches } from './find-documents';
import { createAggregator, type QueryEnv } from './mingo-options';

/**
 * Accumulators whose results over parts of the input combine into the result over all of it, and the
 * accumulator that combines them (over the parts' results, in input order).
 */
const COMBINED_BY: Record<string, string> = {
  $sum: '$sum',
  $count: '$sum',
  $min: '$min',
  $max: '$max',
  $first: '$first',
  $last: '$last',
};
/** Candidates grouped at a time; partial results kept (at least) before they are combined among themselves. */
const CHUNK_ROWS = 256;
const MAX_PARTIALS = 10_000;
const YIELD_AFTER_MS = 8;

export interface ChunkedGroup {
  /** The stage as written: applied to each chunk of the input. */
  partial: Document;
  /** Groups the partial results again by their `_id`, combining each field. */
  combine: Document;
}

/**
 * A `$group` made only of combinable accumulators ($sum, $count, $min, $max, $first, $last) can run over
 * the input a chunk at a time: only the groups are held, never the documents, and the event loop gets a turn
 * between chunks (the Traffic report groups thousands of enquiries). Anything else returns undefined and
 * runs whole in mingo.
 */
export function chunkedGroup(stage: Document | undefined): ChunkedGroup | undefined {
  if (!stage || Object.keys(stage).length !== 1 || !isPlainObject(stage.$group)) return undefined;
  const group = stage.$group as Document;
  if (!('_id' in group)) return undefined;
  const combine: Document = { _id: '$_id' };
  for (const [field, spec] of Object.entries(group)) {
    if (field === '_id') continue;
    if (field.startsWith('$') || field.includes('.') || !isPlainObject(spec)) return undefined;
    const operators = Object.keys(spec);
    const combiner = operators.length === 1 ? COMBINED_BY[operators[0]!] : undefined;
    if (!combiner) return undefined;
    combine[field] = { [combiner]: `$${field}` };
  }
  return { partial: group, combine };
}

/** The groups of every match, read and grouped a chunk at a time. */
export async function groupInChunks(
  matches: Matches,
  group: ChunkedGroup,
  env: QueryEnv,
): Promise<Document[]> {
  const run = (spec: Document, docs: Document[]) =>
    createAggregator([{ $group: spec }], env, { processingMode: ProcessingMode.CLONE_OFF }).run<Document>(
      docs,
    );
  let partials: Document[] = [];
  // Combined again when they double (many distinct groups would otherwise be combined after every chunk).
  let combineAt = MAX_PARTIALS;
  let since = performance.now();
  while (!matches.done) {
    const docs = matches.take(Number.POSITIVE_INFINITY, CHUNK_ROWS);
    if (docs.length > 0) for (const doc of run(group.partial, docs)) partials.push(doc);
    if (partials.length > combineAt) {
      partials = run(group.combine, partials);
      combineAt = Math.max(MAX_PARTIALS, 2 * partials.length);
    }
    if (performance.now() - since > YIELD_AFTER_MS) {
      await nextTurn();
      since = performance.now();
    }
  }
  return run(group.combine, partials);
}
