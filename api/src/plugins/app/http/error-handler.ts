import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, MESSAGES } from '../../../lib/http-error';
import { TooManyRequestsError } from '../../../lib/too-many-requests';
import { validationMessage } from './validation-message';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message for a 404 on this route: malformed ids answer it too, never a 400 or 500. */
    notFoundMessage?: string;
  }
}

const DB_UNAVAILABLE = /ServerSelection|Network|NotConnected|TopologyClosed|PoolCleared|ECONNREFUSED/;

/** The driver's "database unreachable" family, plus mongoose's refusal to run without a connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name.startsWith('Mongo') && DB_UNAVAILABLE.test(error.name)) return true;
  return /bufferCommands = false|Client must be connected|connection .* closed|Topology is closed/i.test(
    error.message,
  );
}

/** 10485760 → "10 MB", 51200 → "50 KB". */
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : `${Math.round(bytes / 1024)} KB`;

interface Limits {
  bodyLimit: number;
  mediaMaxBytes: number;
}

function describe(
  error: FastifyError,
  request: FastifyRequest,
  { bodyLimit, mediaMaxBytes }: Limits,
): { status: number; message: string } {
  // Our own errors carry messages written for the caller, 5xx included (e.g. the SMTP test's error).
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if (error.validation) {
    if (error.validationContext === 'params') {
      return { status: 404, message: request.routeOptions.config.notFoundMessage ?? 'Not found' };
    }
    return { status: 400, message: validationMessage(error) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: MESSAGES.malformedJson };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: `Request body is too large (limit ${Math.round(bodyLimit / 1024)} KB)` };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Unsupported content type: send application/json' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'Request body length does not match Content-Length' };
    // @fastify/multipart (media uploads)
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, message: `File is too large: images up to ${size(mediaMaxBytes)} are accepted` };
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, message: 'Too many files or fields in one upload' };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, message: 'Send the files as multipart/form-data' };
  }
  if (error instanceof SyntaxError && error.statusCode === 400)
    return { status: 400, message: MESSAGES.malformedJson };
  if (isDatabaseUnavailable(error)) return { status: 503, message: MESSAGES.unavailable };
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status, message: status === 503 ? MESSAGES.unavailable : MESSAGES.internal };
  return { status, message: error.message };
}

/** Every failure leaves as { success: false, message } with the right status; 5xx details stay in the log. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { status, message } = describe(error, request, app.config);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, reason: message }, 'request rejected');
      const data = error instanceof HttpError ? error.data : undefined;
      // Every 429 says when to come back, for programs as well as in its message.
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .code(status)
        .header('cache-control', 'no-store')
        .send(data ? { success: false, message, data } : { success: false, message });
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ success: false, message: `Route ${request.method} ${path} not found` });
    });

    // An empty JSON body (PATCH .../featured sent with a JSON content type) is "no body", not an error.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
      return parseJson(request, body as string, done);
    });
  },
  { name: 'error-handler', dependencies: ['config'] },
);
