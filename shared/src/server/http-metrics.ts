// The Prometheus metrics the API and the static server both have (node only), so their dashboards read alike.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * A registry (one per app) with Node's default process metrics: event-loop lag, memory, CPU, GC. Those count
 * active handles, requests and resources twice: per type, and as gauges named `*_total`, a suffix Prometheus
 * keeps for counters (promtool refuses them). The totals are the sums of the per-type series, so only those
 * are kept.
 */
export function createProcessRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ])
    registry.removeSingleMetric(name);
  return registry;
}

export interface RequestDurationOptions {
  /** The histogram's help text: says what its `route` label holds. */
  help: string;
  /** The request's `route` label: a pattern or a class, never the URL asked for (a label per URL would grow without end). */
  route: (request: FastifyRequest) => string;
}

/**
 * `http_request_duration_seconds` by route, method and status; its `_count` is the request rate. A method
 * outside the usual seven is counted as `other`.
 */
export function registerRequestDurations(
  app: FastifyInstance,
  registry: Registry,
  { help, route }: RequestDurationOptions,
): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help,
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        method: METHODS.has(request.method) ? request.method : 'other',
        route: route(request),
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
