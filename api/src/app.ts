import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import configPlugin from './plugins/external/config';
import compressPlugin from './plugins/external/compress';
import corsPlugin from './plugins/external/cors';
import helmetPlugin from './plugins/external/helmet';
import jwtPlugin from './plugins/external/jwt';
import multipartPlugin from './plugins/external/multipart';
import mongoosePlugin from './plugins/external/mongoose';
import rateLimitPlugin from './plugins/external/rate-limit';
import swaggerPlugin from './plugins/external/swagger';
import authPlugin from './plugins/app/auth';
import clientLimitsPlugin from './plugins/app/client-limits';
import publishingClockPlugin from './plugins/app/publishing-clock';
import analyticsPlugin from './plugins/app/analytics';
import auditPlugin from './plugins/app/audit';
import contactPlugin from './plugins/app/contact';
import privacyPlugin from './plugins/app/privacy';
import bookingsPlugin from './plugins/app/bookings';
import contentPlugin from './plugins/app/content';
import mediaPlugin from './plugins/app/media';
import siteSettingsPlugin from './plugins/app/settings';
import cacheHeadersPlugin from './plugins/app/http/cache-headers';
import errorHandlerPlugin from './plugins/app/http/error-handler';
import protocolErrorsPlugin from './plugins/app/http/protocol-errors';
import unreadBodiesPlugin from './plugins/app/http/unread-bodies';
import forwardedHeadersPlugin from './plugins/app/http/forwarded-headers';
import requestLogPlugin from './plugins/app/http/request-log';
import requestIdPlugin, {
  childLoggerFactory,
  requestIdGenerator,
  requestIdMixin,
} from './plugins/app/http/request-id';
import metricsPlugin from './plugins/app/metrics';
import gracefulShutdownPlugin from './plugins/app/http/graceful-shutdown';
import { clientErrorHandler, frameworkErrors } from './plugins/app/http/framework-errors';
import { trustFunction } from './lib/client-address';
import { validatorCompiler } from './lib/validator-compiler';
import outboxPlugin from './plugins/app/outbox';
import newsletterPlugin from './plugins/app/newsletter';
import migrationsPlugin from './plugins/app/migrations';
import seedPlugin from './plugins/app/seed';
import backupsPlugin from './plugins/app/backups';
import routes from './routes';
import metricsRoutes from './routes/metrics';

export interface BuildAppOptions {
  config: AppConfig;
  /** Where the database is (MONGODB_URI or the embedded server's address). */
  mongodbUri: string;
  dbName?: string;
  /** The time in ms; tests inject a clock to step through windows and expiry without sleeping. */
  clock?: () => number;
  /** Where log lines go (default stdout); the benchmark logs to /dev/null as production would to its collector. */
  logStream?: { write(line: string): void };
}

/** Secrets and passwords never reach the log, whatever a future log line includes. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'refreshToken',
  '*.refreshToken',
  'accessToken',
  '*.accessToken',
  'smtpUrl',
  'jwtSecret',
  'proxySecret',
  'backupKey',
];

/** Longer than any id (64 characters), so a too-long id reaches its route and gets that route's 404. */
const MAX_PARAM_LENGTH = 500;

/** Builds the whole API without listening: server.ts starts it, tests call it over HTTP on port 0. */
export async function buildApp({
  config,
  mongodbUri,
  dbName,
  clock,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      mixin: requestIdMixin,
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: requestIdGenerator(config),
    childLoggerFactory,
    trustProxy: trustFunction(config.trustProxy),
    bodyLimit: config.bodyLimit,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    // protocol-errors.ts answers requests that arrive during shutdown (503, in the envelope).
    return503OnClosing: false,
    // Start-up connects to the database and builds every model's indexes: on a large database or a busy
    // machine that takes longer than Fastify's 10 s default, and a slow start is better than a refusal.
    pluginTimeout: 60_000,
    // A slow or idle client cannot hold a connection: 408 (framework-errors.ts) once the request or its
    // headers take too long, and idle keep-alive connections close. Node looks for overdue requests every
    // connectionsCheckingInterval (30 s by default): every second here, so a timeout is kept to the second.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs),
      // protocol-errors.ts refuses an HTTP/1.1 request without Host in the envelope; Node's 400 has no body.
      requireHostHeader: false,
    },
    // request-log.ts writes one line per request instead (errors are logged by error-handler.ts).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);

  await app.register(configPlugin, { config, clock });
  // First: nothing may read the client's address before forwarded headers are checked.
  await app.register(forwardedHeadersPlugin);
  await app.register(requestIdPlugin);
  await app.register(requestLogPlugin);
  await app.register(gracefulShutdownPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(protocolErrorsPlugin);
  await app.register(unreadBodiesPlugin);
  await app.register(publishingClockPlugin);
  await app.register(cacheHeadersPlugin);
  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(compressPlugin);
  await app.register(swaggerPlugin);
  await app.register(jwtPlugin);
  await app.register(multipartPlugin);
  await app.register(mongoosePlugin, { uri: mongodbUri, dbName });
  // Before any plugin reads stored data: older databases are brought to the current shape first.
  await app.register(migrationsPlugin);
  await app.register(metricsPlugin);

  await app.register(clientLimitsPlugin);
  await app.register(mediaPlugin);
  await app.register(auditPlugin);
  await app.register(outboxPlugin);
  await app.register(contentPlugin);
  await app.register(siteSettingsPlugin);
  await app.register(authPlugin);
  await app.register(contactPlugin);
  await app.register(privacyPlugin);
  await app.register(bookingsPlugin);
  await app.register(analyticsPlugin);
  await app.register(newsletterPlugin);
  await app.register(seedPlugin);
  await app.register(backupsPlugin);

  await app.register(routes, { prefix: '/api' });
  await app.register(metricsRoutes);
  return app;
}
