import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { COLLECTIONS, auditTypeOf } from '@mwangaza/shared/collections';
import type { AuditEntityType, AuditEntry } from '@mwangaza/shared/schemas';

type Named = { id: string; name: string };

/**
 * What each record an entry is about is called now, so the Activity screen shows "Data Lakes" rather than an
 * id: an item's title, an account's full name, an enquiry's sender. A deleted record has no name; the site
 * settings and a data subject (an e-mail address kept only as a hash) need none. One query per kind of record.
 */
export async function withRecordNames(app: FastifyInstance, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const { User, Enquiry } = app.db.models;
  const lookups: Partial<Record<AuditEntityType, (ids: string[]) => Promise<Named[]>>> = {
    user: async (ids) =>
      (
        await User.find({ id: mongoose.trusted({ $in: ids }) }, { id: 1, fullName: 1 })
          .lean()
          .exec()
      ).map((user) => ({ id: user.id, name: user.fullName })),
    enquiry: async (ids) =>
      (
        await Enquiry.find({ id: mongoose.trusted({ $in: ids }) }, { id: 1, name: 1 })
          .lean()
          .exec()
      ).map((enquiry) => ({ id: enquiry.id, name: enquiry.name })),
  };
  for (const collection of COLLECTIONS) {
    lookups[auditTypeOf(collection)] = async (ids) =>
      (
        await app.content[collection.name].model
          .find({ id: mongoose.trusted({ $in: ids }) }, { id: 1, title: 1 })
          .lean<{ id: string; title: string }[]>()
          .exec()
      ).map((item) => ({ id: item.id, name: item.title }));
  }

  const names = new Map<string, string>();
  const key = (type: string, id: string) => `${type}\u0000${id}`;
  for (const [type, lookup] of Object.entries(lookups) as [
    AuditEntityType,
    (ids: string[]) => Promise<Named[]>,
  ][]) {
    const ids = [
      ...new Set(entries.filter((e) => e.entityType === type && e.entityId).map((e) => e.entityId)),
    ];
    if (ids.length === 0) continue;
    for (const found of await lookup(ids)) names.set(key(type, found.id), found.name);
  }
  return entries.map((entry) => {
    const entityName = names.get(key(entry.entityType, entry.entityId));
    return entityName ? { ...entry, entityName } : entry;
  });
}
