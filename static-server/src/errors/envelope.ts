import type { FastifyReply } from 'fastify';
import { SECURITY_HEADERS } from '../http/security-headers';

/**
 * Every error this server answers itself: `{ success: false, message }`, as the API answers its own. The
 * security headers are set here too: a URL that does not decode is answered before any hook runs.
 */
export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .headers(SECURITY_HEADERS)
    .header('Cache-Control', 'no-store')
    .send({ success: false, message });
}

/** The headers an answer written straight to the socket carries (no hook runs for it). */
export const RAW_ANSWER_HEADERS = Object.entries({ ...SECURITY_HEADERS, 'cache-control': 'no-store' })
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

export const MESSAGES = {
  malformedRequest: 'Malformed request',
  malformedUrl: 'Malformed URL',
  timedOut: 'Request timed out',
  headersTooLarge: 'Request headers are too large',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  expectation: 'Only "Expect: 100-continue" is supported',
  apiUnreachable: 'The API cannot be reached. Please try again shortly.',
  apiTimedOut: 'The API did not answer in time. Please try again shortly.',
  internal: 'Something went wrong. Please try again later.',
  unavailable: 'Service temporarily unavailable. Please try again shortly.',
};
