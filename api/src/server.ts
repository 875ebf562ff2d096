import { startEmbeddedMongo, type EmbeddedMongo } from '@mwangaza/embedded-mongo';
import { buildApp } from './app';
import { loadConfig } from './config';
import { listenRefusal, refusalLine } from './startup-refusal';

/** Starts the API: the embedded database when MONGODB_URI is unset, then listen; stops cleanly on signals. */
async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedMongo | undefined;
  if (!config.mongodbUri) {
    embedded = await startEmbeddedMongo({
      dataDir: config.dataDir,
      port: config.embeddedDbPort,
      cacheMb: config.embeddedDbCacheMb,
    }).catch((error: unknown) => {
      throw listenRefusal(error, 'EMBEDDED_DB_PORT');
    });
  }

  const app = await buildApp({
    config,
    mongodbUri: config.mongodbUri ?? embedded!.uri,
    dbName: config.mongodbUri ? config.mongodbDbName : 'mwangaza',
  }).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });
  if (embedded)
    app.log.info({ dataDir: config.dataDir }, 'using the embedded database (set MONGODB_URI to use MongoDB)');
  // A large database is checked right after the start (small ones before it): damage refuses writes from then on.
  void embedded?.integrity.then(({ problems, failure }) => {
    if (problems.length > 0)
      app.log.error(
        { problems },
        'the embedded database is damaged: writes are refused; stop the API and run `npm run db:repair -w api`',
      );
    else if (failure) app.log.warn({ failure }, 'the embedded database could not be checked at start');
  });
  if (embedded?.upgraded)
    app.log.info(
      { ...embedded.upgraded, durationMs: Math.round(embedded.upgraded.durationMs) },
      `converted the data folder from the journal format; the old files are kept in ${embedded.upgraded.keptIn}`,
    );
  if (config.jwtSecretGenerated) {
    app.log.warn('JWT_SECRET is not set (or too weak): using a random secret; sessions end on restart');
  }
  if (config.twoFactorKeyIsDevelopmentDefault) {
    app.log.warn(
      'TWO_FACTOR_KEY is not set (or too weak): authenticator keys are sealed with the public development key',
    );
  }
  if (!config.smtpUrl)
    app.log.warn(
      config.demoMode
        ? 'SMTP_URL is not set: enquiry e-mails are written to the log (demo mode)'
        : 'SMTP_URL is not set: enquiries are stored but cannot be e-mailed',
    );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // The graceful close cuts connections at SHUTDOWN_TIMEOUT_MS; this is the last resort if closing hangs.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000);
    force.unref();
    try {
      await app.closeGracefully(config.shutdownTimeoutMs);
      await embedded?.stop();
      app.log.info({ stopMs: Date.now() - started }, 'stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  // `on`, not `once`: a second signal (systemd and a terminal both sending one) must not end it mid-close.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    await embedded?.stop();
    throw listenRefusal(error, 'PORT');
  }
}

// A refusal an operator can act on is one line on stderr; anything else is a bug and keeps its stack.
main().catch((error: unknown) => {
  console.error(refusalLine(error) ?? error);
  process.exit(1);
});
