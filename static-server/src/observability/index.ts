import { LogController, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { logRequests } from '@mwangaza/shared/request-log';
import { REQUEST_ID_HEADER } from '@mwangaza/shared/request-id';
import { QUIET, type StaticServerLog } from './logging';
import { registerMetrics } from './metrics';
import { requestIdGenerator } from './request-id';

export { logSettings, type StaticServerLog } from './logging';

export interface ObservabilityOptions {
  /** METRICS_TOKEN: GET /metrics answers a scraper that sends it as a bearer token (404 when unset). */
  metricsToken?: string;
  log?: StaticServerLog;
  /** As the server's own option: a proxy it trusts may name the request (X-Request-Id). */
  trustProxy?: number | string | false;
}

/** Headers and fields no log line may show, whatever a future line includes. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-proxy-secret"]'];

/**
 * Fastify's own options for a static server: its logger (pino, JSON lines; off unless asked, see
 * logging.ts), the request id (request-id.ts), and no default request logging (two lines per request: the
 * plugin below writes one).
 */
export function observabilityServerOptions(
  options: ObservabilityOptions,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  const log = options.log ?? QUIET;
  return {
    logger:
      log.level === 'silent'
        ? false
        : {
            level: log.level,
            redact: { paths: REDACT, censor: '[redacted]' },
            ...(log.stream ? { stream: log.stream } : {}),
          },
    genReqId: requestIdGenerator(options.trustProxy),
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/**
 * Request ids (`X-Request-Id` on every answer; the /api proxy passes it to the API), the line per request
 * and the metrics with GET /metrics: registered first, so that every answer, even one sent from an early
 * hook, carries its id and is counted.
 */
export const observability = fp<ObservabilityOptions>(
  async (app, options) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    if (options.log?.requests) logRequests(app);
    registerMetrics(app, options.metricsToken);
  },
  { name: 'observability' },
);
