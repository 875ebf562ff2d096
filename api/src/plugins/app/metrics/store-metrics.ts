import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { outboxStats, type OutboxStats } from '../outbox/outbox-stats';
import { sharedPerScrape } from './per-scrape';

/**
 * What is read from the database when scraped: whether it answers, and the e-mail outbox (the same for
 * every instance: alert on max() over instances). While the outbox cannot be read its gauges have no
 * sample (unknown, never a reassuring 0; mwangaza_database_up says why).
 */
export function registerStoreMetrics(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'mwangaza_database_up',
    help: '1 when the database answers a ping (within DB_TIMEOUT_MS, at most 1.5 s), else 0',
    registers: [registry],
    async collect() {
      this.set((await app.db.isUp()) ? 1 : 0);
    },
  });

  const readOutbox = sharedPerScrape(() =>
    outboxStats(app.db.models.OutboxMessage).catch((): OutboxStats | null => null),
  );
  new Gauge({
    name: 'mwangaza_outbox_messages',
    help: 'E-mails in the outbox by state: pending (waiting to be sent or retried), failed (given up; an admin can resend)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const stats = await readOutbox();
      this.reset();
      if (!stats) return;
      this.set({ state: 'pending' }, stats.pending);
      this.set({ state: 'failed' }, stats.failed);
    },
  });
  new Gauge({
    name: 'mwangaza_outbox_oldest_pending_age_seconds',
    help: 'How long the oldest pending e-mail has waited since it was queued (0 when none is pending)',
    registers: [registry],
    async collect() {
      const stats = await readOutbox();
      if (!stats) return this.remove();
      const queuedAt = stats.oldestPendingAt?.getTime();
      this.set(queuedAt === undefined ? 0 : Math.max(0, (app.clock() - queuedAt) / 1000));
    },
  });
}
