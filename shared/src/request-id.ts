/**
 * The request id that follows one request from the edge (the shell's server, or a proxy in front of it) into
 * the API: in the `X-Request-Id` header of the proxied request and of every answer, and in every log line.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an id from elsewhere must look like to be kept: letters, digits and `._:-`, at most 128 characters
 * (a UUID, nginx's `$request_id`, a load balancer's trace id). Anything else is replaced with a new id, so
 * a client can neither forge a long or multi-line log field nor inject a header.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

export function isWellFormedRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED.test(value);
}
