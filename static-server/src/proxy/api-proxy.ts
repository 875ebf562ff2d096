import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import { expectsContinue, relayExpectContinue } from './expect-continue';
import { forwardedHeaders } from './forwarded-headers';
import { lingerOnUnreadBodies } from './unread-bodies';

export interface ApiProxyOptions {
  /** The API's base URL (API_URL). */
  upstream: string;
  /** PROXY_SECRET: proves the forwarded headers to the API. */
  secret?: string;
  /**
   * How long the API has to start its answer once a request has been sent, and may then pause between parts
   * of it (REQUEST_TIMEOUT_MS: a request is answered within it on each hop; 0 keeps undici's 300 s).
   */
  timeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS, which the API shares: how long it keeps an idle connection open (0: no limit). */
  keepAliveMs: number;
}

/** Hop-by-hop headers of the API's answer: they describe its connection to this server, not the client's. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long the proxy keeps an idle connection to the API: less than the API keeps it (KEEP_ALIVE_TIMEOUT_MS,
 * the same variable there), so the proxy always gives a connection up first and never sends a request on
 * one the API is closing at that moment. A second less (4 s for the default 5 s, as nginx in front does);
 * half of a short one. undici also honours a shorter `Keep-Alive: timeout` hint from the API.
 */
export function proxyIdleMs(keepAliveMs: number): number | undefined {
  if (keepAliveMs <= 0) return undefined;
  return keepAliveMs > 2_000 ? keepAliveMs - 1_000 : Math.max(1, Math.floor(keepAliveMs / 2));
}

/**
 * `/api` passed to the API at `upstream`, with the client's address, the scheme and host it asked for, and
 * the secret that lets the API believe them (forwarded-headers.ts).
 */
async function apiProxy(app: FastifyInstance, { upstream, secret, timeoutMs, keepAliveMs }: ApiProxyOptions) {
  const idleMs = proxyIdleMs(keepAliveMs);
  // Node answers "100 Continue" by itself unless told otherwise: the API must decide (expect-continue.ts).
  app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));
  lingerOnUnreadBodies(app);
  await app.register(fastifyHttpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    undici: {
      connect: { timeout: timeoutMs > 0 ? Math.min(CONNECT_TIMEOUT_MS, timeoutMs) : CONNECT_TIMEOUT_MS },
      ...(timeoutMs > 0 ? { headersTimeout: timeoutMs, bodyTimeout: timeoutMs } : {}),
      ...(idleMs ? { keepAliveTimeout: idleMs, keepAliveMaxTimeout: idleMs } : {}),
    },
    // The server logs one line per request itself (observability/logging.ts), proxied or not.
    disableRequestLogging: true,
    preHandler: (request, reply, done) => {
      if (!expectsContinue(request)) return done();
      const headers = forwardedHeaders(request, request.headers, secret);
      relayExpectContinue(request, reply, new URL(request.url, upstream), headers, timeoutMs);
    },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) =>
        forwardedHeaders(request as FastifyRequest, headers, secret),
      rewriteHeaders: (headers) => {
        const own = { ...headers };
        for (const name of HOP_BY_HOP) delete own[name];
        return own;
      },
    },
  });
}

export default apiProxy;
