import fp from 'fastify-plugin';
import { logRequests } from '@mwangaza/shared/request-log';

/** One line per request, in the static servers' format (Fastify's own request logging is off). */
export default fp(async (app) => logRequests(app), { name: 'request-log' });
