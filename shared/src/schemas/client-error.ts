import { Type, type Static } from 'typebox';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from './constants';

/**
 * One error a visitor's browser ran into (reported by the shell): what failed and where, never who. Only the
 * page's path (no query string: it may hold a reset token), the message, the script and its position.
 */
export const ClientErrorReport = Type.Object(
  {
    kind: Type.Enum(CLIENT_ERROR_KINDS, {
      description:
        '`error`: an uncaught exception; `unhandledrejection`: a promise rejected with no handler; ' +
        '`remote-load`: a remote (public site or admin console) could not be loaded; `render`: a remote threw while rendering',
    }),
    message: Type.String({ minLength: 1, maxLength: CLIENT_ERROR_LIMITS.message }),
    page: Type.String({
      maxLength: CLIENT_ERROR_LIMITS.url,
      pattern: '^/[^?#]*$',
      description: 'The path of the page (no query string or fragment)',
    }),
    source: Type.Optional(
      Type.String({ maxLength: CLIENT_ERROR_LIMITS.url, description: 'The script the error came from' }),
    ),
    line: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    column: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    stack: Type.Optional(Type.String({ maxLength: CLIENT_ERROR_LIMITS.stack })),
    remote: Type.Optional(Type.Enum(['publicSite', 'adminConsole'] as const)),
  },
  { additionalProperties: false },
);
export type ClientErrorReport = Static<typeof ClientErrorReport>;

/** POST /client-errors: the reports a page collected since it last sent any. */
export const ClientErrorBatch = Type.Object(
  {
    reports: Type.Array(ClientErrorReport, { minItems: 1, maxItems: CLIENT_ERROR_LIMITS.batch }),
  },
  { additionalProperties: false },
);
export type ClientErrorBatch = Static<typeof ClientErrorBatch>;
