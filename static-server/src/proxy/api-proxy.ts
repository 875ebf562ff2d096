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
}

/** Hop-by-hop headers of the API's answer: they describe its connection to this server, not the client's. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * `/api` passed to the API at `upstream`, with the client's address, the scheme and host it asked for, and
 * the secret that lets the API believe them (forwarded-headers.ts).
 */
async function apiProxy(app: FastifyInstance, { upstream, secret, timeoutMs }: ApiProxyOptions) {
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
