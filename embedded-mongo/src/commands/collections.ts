import type { Document } from 'bson';
import { Query } from 'mingo';
import { cursorReply } from '../cursors';
import { queryOptions } from '../query/mingo-options';
import { allowFields, collectionName, optionalDocument, type CommandContext } from './context';

export async function create(ctx: CommandContext): Promise<Document> {
  // capped, validator, timeseries, collation, clusteredIndex… would change behaviour, so they are refused.
  allowFields(ctx, []);
  ctx.store.create(ctx.db, collectionName(ctx));
  await ctx.store.commit();
  return { ok: 1 };
}

export async function drop(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, []);
  const name = collectionName(ctx);
  const dropped = ctx.store.drop(ctx.db, name);
  await ctx.store.commit();
  // Like MongoDB 7, dropping a missing collection succeeds.
  return dropped ? { nIndexesWas: dropped.indexes, ns: `${ctx.db}.${name}`, ok: 1 } : { ok: 1 };
}

export async function dropDatabase(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, []);
  ctx.store.dropDatabase(ctx.db);
  await ctx.store.commit();
  return { ok: 1 };
}

export async function listCollections(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, ['filter', 'nameOnly', 'authorizedCollections', 'cursor']);
  const nameOnly = ctx.body.nameOnly === true;
  const infos = ctx.store.collections(ctx.db).map((c): Document =>
    nameOnly
      ? { name: c.name, type: 'collection' }
      : {
          name: c.name,
          type: 'collection',
          options: {},
          info: { readOnly: false },
          idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
        },
  );
  const filter = optionalDocument(ctx, 'filter');
  const matching = filter ? infos.filter((info) => new Query(filter, queryOptions).test(info)) : infos;
  const ns = `${ctx.db}.$cmd.listCollections`;
  const batchSize = (ctx.body.cursor as Document | undefined)?.batchSize as number | undefined;
  return cursorReply(ns, await ctx.cursors.open(ns, matching, batchSize), 'firstBatch');
}

export function listDatabases(ctx: CommandContext): Document {
  allowFields(ctx, ['nameOnly', 'authorizedDatabases', 'filter']);
  const filter = optionalDocument(ctx, 'filter');
  const databases = ctx.store
    .databaseNames()
    .map((name): Document => ({
      name,
      sizeOnDisk: 0,
      empty: ctx.store.collections(name).every((c) => c.count() === 0),
    }))
    .filter((info) => !filter || new Query(filter, queryOptions).test(info));
  return ctx.body.nameOnly === true
    ? { databases: databases.map(({ name }) => ({ name })), ok: 1 }
    : { databases, totalSize: 0, totalSizeMb: 0, ok: 1 };
}
