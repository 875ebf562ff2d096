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
}

/**
 * `/api` passed to the API at `upstream`, with the client's address, the scheme and host it asked for, and
 * the secret that lets the API believe them (forwarded-headers.ts).
 */
async function apiProxy(app: FastifyInstance, { upstream, secret }: ApiProxyOptions) {
  // Node answers "100 Continue" by itself unless told otherwise: the API must decide (expect-continue.ts).
  app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));
  lingerOnUnreadBodies(app);
  await app.register(fastifyHttpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    preHandler: (request, reply, done) => {
      if (!expectsContinue(request)) return done();
      const headers = forwardedHeaders(request, request.headers, secret);
      relayExpectContinue(request, reply, new URL(request.url, upstream), headers);
    },
    replyOptions: {
      rewriteRequestHeaders: (request, headers) =>
        forwardedHeaders(request as FastifyRequest, headers, secret),
    },
  });
}

export default apiProxy;
