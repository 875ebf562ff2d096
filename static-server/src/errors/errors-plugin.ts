import http from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { wantsPage } from '../pages/page-requests';
import { markAnsweredEarly } from './client-errors';
import { MESSAGES, sendError } from './envelope';
import { sendBadAddressPage } from './error-page';

/** The API proxy's failures (@fastify/reply-from): the API is down, or did not answer in time. */
const API_UNREACHABLE = new Set([
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
  'FST_REPLY_FROM_INTERNAL_SERVER_ERROR',
  'FST_REPLY_FROM_BAD_GATEWAY',
  'ECONNRESET',
  'UND_ERR_SOCKET',
]);
const API_TIMED_OUT = new Set([
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function describe(error: FastifyError): { status: number; message: string } {
  // The proxy refuses a path that climbs out of /api (`/api/../../etc/passwd`).
  if (error.message === 'source/request contain invalid characters') {
    return { status: 400, message: MESSAGES.malformedUrl };
  }
  if (API_TIMED_OUT.has(error.code)) return { status: 504, message: MESSAGES.apiTimedOut };
  if (API_UNREACHABLE.has(error.code)) return { status: 502, message: MESSAGES.apiUnreachable };
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status: 500, message: MESSAGES.internal };
  // Fastify's own messages may repeat what the client sent: the status's name says enough.
  return { status, message: http.STATUS_CODES[status] ?? MESSAGES.malformedRequest };
}

/**
 * Every error this server answers, in the `{ success: false, message }` envelope with its security headers
 * (a page gets a page: the not-found page is the pages plugin's, a bad address is error-page.ts), and the
 * requests it refuses before anything else runs.
 */
async function errors(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    // Node checks this itself unless told not to (server-options.ts), and then answers with no body.
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      return void sendError(reply, 400, MESSAGES.malformedRequest);
    }
    const expectation = request.headers.expect;
    if (expectation !== undefined && expectation.toLowerCase() !== '100-continue') {
      return void sendError(reply, 417, MESSAGES.expectation);
    }
    done();
  });
  // Node answers an unknown expectation itself, with no body: it comes here instead.
  app.server.on('checkExpectation', (request, response) => app.server.emit('request', request, response));
  app.addHook('onResponse', async (request) => markAnsweredEarly(request.raw));

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // A path @fastify/static will not look up (`..`, `//`, NUL) names no file: not found, like any other.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound();
    const { status, message } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (status === 400 && wantsPage(request)) return sendBadAddressPage(reply);
    return sendError(reply, status, message);
  });
}

export default fp(errors, { name: 'errors' });
