import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CLIENT_ERROR_LIMITS, ClientErrorBatch, ErrorEnvelope } from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done } from '../../lib/envelope';

/** The shell packs its batches to this same limit; anything larger is refused (413) unread. */
const BODY_LIMIT = CLIENT_ERROR_LIMITS.bodyBytes;
const USER_AGENT_MAX = 300;

const Received = Type.Object({ success: Type.Literal(true), message: Type.String() });

/**
 * Errors visitors' browsers ran into, sent by the shell (shell/src/error-reporting): each report is one log
 * line at warn, with this request's id, the browser (User-Agent) and the report as sent, and is counted in
 * mwangaza_client_errors_total. Nothing about the visitor is kept beyond the request log's usual line.
 */
const clientErrorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  app.post(
    '/',
    {
      bodyLimit: BODY_LIMIT,
      // Counted in this instance's memory: a report is worth no database write of its own.
      config: {
        rateLimit: {
          max: config.clientErrorsRateLimitMax,
          timeWindow: config.clientErrorsRateLimitWindowMs,
        },
      },
      schema: {
        tags: ['client-errors'],
        summary: "Report errors a visitor's browser ran into",
        description:
          'Sent by the shell: uncaught errors, unhandled promise rejections and remotes that failed to load or render, ' +
          `up to ${CLIENT_ERROR_LIMITS.batch} per request, at most ${BODY_LIMIT} bytes (413 above). Each is logged with the request id. ` +
          'At most CLIENT_ERRORS_RATE_LIMIT_MAX requests per client per CLIENT_ERRORS_RATE_LIMIT_WINDOW_MS (429).',
        body: ClientErrorBatch,
        response: { 202: Received, 400: ErrorEnvelope, 413: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const userAgent = String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX);
      for (const report of request.body.reports) {
        request.log.warn({ clientError: report, userAgent }, 'client error reported');
        app.metrics.clientErrorReported(report.kind);
      }
      return reply.code(202).send(done('Error report received'));
    },
  );
};

export default clientErrorRoutes;
