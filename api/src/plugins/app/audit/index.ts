import fp from 'fastify-plugin';
import { AuditService } from './audit-service';
import { ensureRetentionIndex } from './retention-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log: `await app.audit.record(request, { action, entityType, entityId, summary })`. */
    audit: AuditService;
  }
}

export default fp(
  async (app) => {
    const model = app.db.models.AuditEntry;
    const retentionDays = app.config.auditRetentionDays;
    if (await ensureRetentionIndex(model, retentionDays))
      app.log.info({ retentionDays }, 'audit log retention changed');
    app.decorate('audit', new AuditService(model, app.clock, app.log));
  },
  { name: 'audit', dependencies: ['config', 'mongoose'] },
);
