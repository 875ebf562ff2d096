import http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Errors Fastify meets before a route runs, answered in the same { success: false, message } envelope as
 * every other error: a URL that does not decode, a path parameter longer than the router keeps.
 */
export const frameworkErrors = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  return reply
    .code(tooLong ? 414 : 400)
    .header('cache-control', 'no-store')
    .send({ success: false, message: tooLong ? 'URL is too long' : 'Malformed URL' });
};

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request timed out'],
  HPE_HEADER_OVERFLOW: [431, 'Request headers are too large'],
};

/** Writes an error answer straight to a socket (no request object to answer through) and closes it. */
export function writeRawError(socket: Duplex, status: number, message: string, error?: Error): void {
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Requests Node's HTTP parser cannot read (bad framing, such as a body longer than its Content-Length that
 * runs into a "next request"), or that ran out of time: there is no request object, so the answer is written
 * to the socket.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = function (
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Malformed request'];
  writeRawError(socket, status, message, error);
};
