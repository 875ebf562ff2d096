import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../../plugins/app/auth/session-service';

/** The address and browser of a request, as a signed-in device is listed with them. */
export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
});
