import mongoose from 'mongoose';
import { nounsOf } from '@mwangaza/shared/collections';
import { enumValues } from '@mwangaza/shared/collections/fields';
import { HttpError, notFound } from '../../../lib/http-error';
import type { ContentRepository } from './content-repository';
import type { ContentItem, WriteContext } from './content-types';
import { visibleFilter } from './publishing';

/** What a collection's options add to its repository: the featured flag, categories in use, display order. */

/** Flips a yes/no field (a new version, kept in the history like any save). */
export async function toggleFlag(
  repository: ContentRepository,
  field: string,
  id: string,
  context: WriteContext,
): Promise<ContentItem> {
  const current = await repository.model
    .findOne({ id }, { [field]: 1 })
    .lean<Record<string, unknown>>()
    .exec();
  if (!current) throw notFound(repository.notFoundMessage);
  return repository.update(id, { $set: { [field]: !current[field] } }, context);
}

/** The values of an enum field that published, due items use, in the schema's order. */
export async function valuesInUse(repository: ContentRepository, field: string): Promise<string[]> {
  const used = new Set(
    (await repository.model.distinct(field, visibleFilter(repository.clock.now())).exec()) as string[],
  );
  return enumValues(repository.collection, field).filter((value) => used.has(value));
}

/** Moves one item to a position (not content: no revision is kept, and a restore leaves it in place). */
export function setPosition(
  repository: ContentRepository,
  field: string,
  id: string,
  position: number,
  context: WriteContext,
): Promise<ContentItem> {
  return repository.update(id, { $set: { [field]: position } }, context);
}

const transactions = new WeakMap<object, Promise<boolean>>();

/** Replica sets and sharded clusters answer `hello` with a set name or as mongos; standalones cannot. */
function transactionsAvailable(connection: mongoose.Connection): Promise<boolean> {
  let known = transactions.get(connection);
  if (!known) {
    known = (async () => {
      const db = connection.db;
      if (!db) return false;
      const hello = (await db.admin().command({ hello: 1 })) as { setName?: string; msg?: string };
      return Boolean(hello.setName) || hello.msg === 'isdbgrid';
    })().catch(() => false);
    transactions.set(connection, known);
  }
  return known;
}

/**
 * The listed items take positions 0..n-1 in the given sequence, all or none: unknown ids change nothing
 * (400). One bulkWrite, inside a transaction where the server has them (a replica set); a standalone server
 * (or the embedded one) applies the one validated batch.
 */
export async function reorder(
  repository: ContentRepository,
  field: string,
  ids: readonly string[],
  context: WriteContext,
): Promise<void> {
  const { model } = repository;
  const unknown = new HttpError(
    400,
    `Some of these ${nounsOf(repository.collection).plural} do not exist: reload the list and try again`,
  );
  const known = await model.countDocuments({ id: mongoose.trusted({ $in: [...ids] }) }).exec();
  if (known !== ids.length) throw unknown;
  const operations = ids.map((id, position) => ({
    updateOne: {
      filter: { id },
      update: { $set: { [field]: position, updatedBy: context.editor }, $inc: { version: 1 } },
    },
  }));
  if (await transactionsAvailable(model.db)) {
    await model.db.transaction(async (session) => {
      const result = await model.bulkWrite(operations, { session, ordered: true });
      // An item deleted since the check: abort, so no other item moves either.
      if (result.matchedCount !== ids.length) throw unknown;
    });
  } else {
    await model.bulkWrite(operations, { ordered: true });
  }
  repository.changed();
}
