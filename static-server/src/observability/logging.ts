import type { FastifyInstance } from 'fastify';
import { redactUrl } from '@mwangaza/shared/redact-url';

export interface StaticServerLog {
  /** pino's level: `silent` (the default) writes nothing. */
  level: string;
  /** One line per request when it is answered (needs `info`). */
  requests: boolean;
  /** Where lines go (default stdout). */
  stream?: { write(line: string): void };
}

export const QUIET: StaticServerLog = { level: 'silent', requests: false };

/**
 * JSON lines on stdout by default in production, one per request; quiet in development and tests, as before,
 * unless asked (LOG_REQUESTS=true). LOG_REQUESTS=false drops the line per request and keeps the rest;
 * LOG_LEVEL sets the level (default info when anything is logged).
 */
export function logSettings(given: {
  production: boolean;
  requests: boolean | undefined;
  level: string | undefined;
}): StaticServerLog {
  const requests = given.requests ?? given.production;
  const level = given.level ?? (given.production || requests ? 'info' : 'silent');
  return { level, requests };
}

const asIs = <T>(value: T) => value;

/**
 * The line per request: method, URL (one-time tokens redacted), client address, status and time, with
 * the request id; never a header. Built from those fields alone, through a child logger that writes them as
 * given, as the API's request log does.
 */
export function logRequests(app: FastifyInstance): void {
  const requestLog = app.log.child({}, { serializers: { req: asIs, res: asIs } });
  app.addHook('onResponse', (request, reply, done) => {
    requestLog.info(
      {
        reqId: request.id,
        req: { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
}
