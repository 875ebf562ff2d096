import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { MESSAGES, RAW_ANSWER_HEADERS } from './envelope';

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, MESSAGES.timedOut],
  HPE_HEADER_OVERFLOW: [431, MESSAGES.headersTooLarge],
};

/** Connections whose request was answered before its body had all arrived (see markAnsweredEarly). */
const answeredEarly = new WeakSet<Socket>();

/**
 * A request answered before its body arrived (a 405, the API's 413): its connection has had its answer, so
 * a timeout while the rest of the body is awaited closes it without writing a second one.
 */
export function markAnsweredEarly(request: http.IncomingMessage): void {
  const { socket } = request;
  if (request.complete || !socket) return;
  answeredEarly.add(socket);
  request.once('end', () => answeredEarly.delete(socket));
}

/**
 * What Node's HTTP parser cannot read (bad framing, a request line that is not HTTP, headers too large) and
 * requests that time out (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS): there is no request object, so the
 * envelope is written to the socket, which is then closed.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = function (
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already on its way on this connection must not be followed (or cut) by another.
  const inFlight = (socket as Socket & { _httpMessage?: http.ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent && !answeredEarly.has(socket)) {
    const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, MESSAGES.malformedRequest];
    const body = JSON.stringify({ success: false, message });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${RAW_ANSWER_HEADERS}Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
};
