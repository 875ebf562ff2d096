import { parseArgs } from 'node:util';
import { loadStaticConfig, StaticConfigError } from './config/load-static-config';
import { APP_NAMES, createStaticServer, type AppName } from './create-static-server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      app: { type: 'string' },
      root: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
    },
  });
  const app = values.app as AppName | undefined;
  if (!app || !APP_NAMES.includes(app)) {
    throw new Error(`--app must be one of ${APP_NAMES.join(', ')}`);
  }
  // Every variable is declared in config/static-variables.ts; `npm run check-config` prints them.
  const { port, host, shutdownTimeoutMs, ...options } = loadStaticConfig(app, process.env, values);
  const server = await createStaticServer(options);
  const address = await server.listen({ port, host });
  const served = `${app} served from ${options.root} at ${address}`;
  // With a log, the line is one of its JSON lines; without, the plain line `npm start` has always shown.
  if (server.log.level === 'silent' || !server.log.level) console.log(served);
  else server.log.info({ app, address }, served);

  // SIGTERM: requests in flight finish (up to SHUTDOWN_TIMEOUT_MS), nothing new is accepted, then exit.
  const stop = () => {
    server.closeGracefully(shutdownTimeoutMs).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof StaticConfigError)
    for (const problem of error.problems) console.error(`Configuration error: ${problem}`);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
