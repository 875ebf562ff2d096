import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import { expectsContinue, relayExpectContinue } from './expect-continue';
import { forwardedHeaders } from './forwarded-headers';
import { lingerOnUnreadBodies } from './unread-bodies';

/**
 * `/api` passed to the API at `upstream`, with the client's address, the scheme and host it asked for, and
 * the secret that lets the API believe them (forwarded-headers.ts).
 */
export async function registerApiProxy(app: FastifyInstance, upstream: string, secret: string | undefined) {
  // Node answers "100 Continue" by itself unless told otherwise: the API must decide (expect-continue.ts).
  app.server.on('checkContinue', (request, response) => app.server.emit('request', request, response));
  lingerOnUnreadBodies(app);
  await app.register(fastifyHttpProxy, {
    upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    http2: false,
    // The server logs one line per request itself (observability/logging.ts), proxied or not.
    disableRequestLogging: true,
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
