import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { wantsPage } from '../pages/page-requests';
import { MESSAGES, sendError } from './envelope';
import { sendBadAddressPage } from './error-page';

/**
 * A URL Fastify cannot route because it does not decode (`/%E0%A4%A`): a page for a browser, the envelope
 * under /api and for anything else, a 400 either way and never the path echoed back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code !== 'FST_ERR_BAD_URL' && error.code !== 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.error({ err: error }, 'request failed before its route');
    return sendError(reply, 500, MESSAGES.internal);
  }
  return wantsPage(request) ? sendBadAddressPage(reply) : sendError(reply, 400, MESSAGES.malformedUrl);
}
