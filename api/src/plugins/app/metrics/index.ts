import fp from 'fastify-plugin';
import { Counter, type Registry } from 'prom-client';
import { createProcessRegistry, registerRequestDurations } from '@mwangaza/shared/http-metrics';
import { CLIENT_ERROR_KINDS, type ClientErrorKind } from '@mwangaza/shared/schemas/constants';
import { HIT_OUTCOMES, type HitOutcome } from '../analytics/collector';
import type { LoginLimit } from '../auth/login-limiter';
import { registerBackupMetrics, type BackupStatusSource } from './backup-metrics';
import { registerStoreMetrics } from './store-metrics';

/** Sign-in refusals by the limit that refused them: the password step's three, and the code step's two. */
export type LoginThrottle = LoginLimit | 'two_factor_account' | 'two_factor_client';
const LOGIN_THROTTLES: readonly LoginThrottle[] = [
  'account_client',
  'client',
  'account_backoff',
  'two_factor_account',
  'two_factor_client',
];

export interface ApiMetrics {
  /** This instance's metrics, as GET /metrics shows them (routes/metrics). */
  registry: Registry;
  loginThrottled(limit: LoginThrottle): void;
  clientErrorReported(kind: ClientErrorKind): void;
  analyticsHits(outcome: HitOutcome, count: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ApiMetrics;
  }
}

/**
 * Prometheus metrics of this API instance (prom-client, one registry per app): Node's default process
 * metrics (event-loop lag, memory, CPU, GC), requests by route, the database and the e-mail outbox, sign-in
 * throttles, browser error reports, analytics hits, and backups once a backup plugin decorates `app.backups`.
 */
export default fp(
  async (app) => {
    const registry = createProcessRegistry();
    // By route pattern (`/api/services/:id`); requests that match no route (404s, malformed URLs) share
    // `route="unmatched"`.
    registerRequestDurations(app, registry, {
      help: 'Time from receiving a request to answering it, by route pattern, method and status code',
      route: (request) => request.routeOptions.url ?? 'unmatched',
    });
    registerStoreMetrics(app, registry);

    const loginThrottles = new Counter({
      name: 'mwangaza_login_throttled_total',
      help: 'Sign-ins refused with 429, by the limit that refused them',
      labelNames: ['limit'],
      registers: [registry],
    });
    const clientErrors = new Counter({
      name: 'mwangaza_client_errors_total',
      help: "Errors visitors' browsers reported (POST /api/client-errors), by kind",
      labelNames: ['kind'],
      registers: [registry],
    });
    const analyticsHits = new Counter({
      name: 'mwangaza_analytics_hits_total',
      help: 'Hits the beacon sent (POST /api/events): accepted, or dropped as opted out (DNT, GPC) or from a bot',
      labelNames: ['outcome'],
      registers: [registry],
    });
    // Every series from the start, at 0, so that rate() sees the first refusal or report.
    for (const limit of LOGIN_THROTTLES) loginThrottles.inc({ limit }, 0);
    for (const kind of CLIENT_ERROR_KINDS) clientErrors.inc({ kind }, 0);
    for (const outcome of HIT_OUTCOMES) analyticsHits.inc({ outcome }, 0);

    // Decorated by the scheduled backups' plugin, wherever it sits in app.ts: looked for once all are in.
    app.addHook('onReady', async () => {
      const backups = (app as unknown as { backups?: BackupStatusSource }).backups;
      if (app.config.backupEveryMs && backups) registerBackupMetrics(registry, backups);
    });

    app.decorate('metrics', {
      registry,
      loginThrottled: (limit) => loginThrottles.inc({ limit }),
      clientErrorReported: (kind) => clientErrors.inc({ kind }),
      analyticsHits: (outcome, count) => analyticsHits.inc({ outcome }, count),
    });
  },
  { name: 'metrics', dependencies: ['config', 'mongoose'] },
);
