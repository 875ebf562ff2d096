import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyRequestContext, { requestContext } from '@fastify/request-context';
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { REQUEST_ID_HEADER, isWellFormedRequestId } from '@mwangaza/shared/request-id';
import type { AppConfig } from '../../../config';
import { trustFunction } from '../../../lib/client-address';
import { PROXY_SECRET_HEADER, sameSecret } from './forwarded-headers';

declare module '@fastify/request-context' {
  interface RequestContextData {
    requestId: string;
  }
}

/**
 * Fastify's genReqId: the id the shell's server gave the request (it proxies /api with `X-Request-Id`), so
 * one id names the request in both processes' logs; a new one when the API is called directly. The header
 * is believed on the same terms as the forwarded headers (forwarded-headers.ts): the request carries
 * PROXY_SECRET or, without one, comes from a proxy TRUST_PROXY names. A malformed or overlong id never is.
 */
export function requestIdGenerator(
  config: Pick<AppConfig, 'proxySecret' | 'trustProxy'>,
): (raw: IncomingMessage) => string {
  const secret = config.proxySecret ? Buffer.from(config.proxySecret) : undefined;
  const trusted = trustFunction(config.trustProxy);
  return (raw) => {
    const given = raw.headers[REQUEST_ID_HEADER];
    if (!isWellFormedRequestId(given)) return randomUUID();
    const fromProxy = secret
      ? sameSecret(raw.headers[PROXY_SECRET_HEADER], secret)
      : trusted(raw.socket.remoteAddress ?? '', 0);
    return fromProxy ? given : randomUUID();
  };
}

const REQUEST_ID = Symbol('requestId');
type RequestLogger = Logger & { [REQUEST_ID]?: string };

/**
 * Each request's logger (`request.log`) carries the request's id for requestIdMixin below, rather than as a
 * pino binding, so that no line can name the id twice.
 */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const child = logger.child({}, options) as RequestLogger;
  child[REQUEST_ID] = bindings.reqId as string;
  return child;
};

/**
 * pino's mixin: every line written while a request is handled names it (`reqId`): through `request.log`,
 * and through the app's own logger too (the outbox, the audit log and other services log with `app.log`),
 * which finds the request in its async context (@fastify/request-context).
 */
export function requestIdMixin(_merge: object, _level: number, logger: Logger): object {
  const id = (logger as RequestLogger)[REQUEST_ID] ?? requestContext.get('requestId');
  return id ? { reqId: id } : {};
}

/** Every answer names its request in `X-Request-Id`; the id is kept in the request's async context. */
export default fp(
  async (app) => {
    await app.register(fastifyRequestContext, {
      defaultStoreValues: (request) => ({ requestId: request.id }),
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
