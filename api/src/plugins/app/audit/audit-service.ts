import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import mongoose from 'mongoose';
import type { AuditAction, AuditActor, AuditEntityType, AuditListQuery } from '@mwangaza/shared/schemas';
import { newId } from '../../../lib/ids';
import { pageRequest, pagination } from '../../../lib/pagination';
import { toAuditEntry, type AuditEntryDoc, type AuditEntryModel } from '../../../models/audit-entry.model';

export interface AuditRecord {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** One line a person reads in the Activity screen; never a secret. */
  summary: string;
  /** Default: the request's signed-in account. Give it where there is none yet (sign-in, registration). */
  actor?: AuditActor;
}

/** The audit log: who did what, when, from where. Append-only: there is no update or delete here. */
export class AuditService {
  constructor(
    private readonly model: AuditEntryModel,
    private readonly clock: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Writes one entry. The action has already happened when this runs, so a failed write is logged, not
   * thrown: the person gets the true outcome of what they did. `request` is null for what the API does on
   * its own (a scheduled pass); give `actor` then.
   */
  async record(request: FastifyRequest | null, entry: AuditRecord): Promise<void> {
    const user = request?.account?.user;
    const actor = entry.actor ?? { id: user?.id ?? null, email: user?.email ?? '' };
    try {
      await this.model.create({
        id: newId(12),
        at: new Date(this.clock()),
        actor,
        ip: request?.ip ?? '',
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        summary: entry.summary.slice(0, 500),
      });
    } catch (error) {
      this.log.error({ err: error, audit: { ...entry, actor } }, 'audit entry could not be written');
    }
  }

  async list(query: AuditListQuery) {
    const page = pageRequest(query);
    const filter: Record<string, unknown> = {};
    if (query.actor) {
      if (query.actor.includes('@')) filter['actor.email'] = query.actor.trim().toLowerCase();
      else filter['actor.id'] = query.actor;
    }
    if (query.action) filter.action = query.action;
    if (query.entityType) filter.entityType = query.entityType;
    if (query.entityId) filter.entityId = query.entityId;
    if (query.from || query.to) {
      filter.at = mongoose.trusted({
        ...(query.from ? { $gte: new Date(query.from) } : {}),
        ...(query.to ? { $lt: new Date(query.to) } : {}),
      });
    }
    const [docs, total] = await Promise.all([
      // Entries of the same millisecond newest first too: ObjectIds grow with each insert (their `id` is random).
      this.model
        .find(filter)
        .sort({ at: -1, _id: -1 })
        .skip(page.skip)
        .limit(page.limit)
        .lean<AuditEntryDoc[]>()
        .exec(),
      this.model.countDocuments(filter).exec(),
    ]);
    return { entries: docs.map(toAuditEntry), pagination: pagination(page, total) };
  }
}
