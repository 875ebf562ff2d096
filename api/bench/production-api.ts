/**
 * Shared by the benchmarks that load the API (`npm run bench -w api`, `npm run bench` at the root): the API in
 * its production configuration, with request logging at info through pino's own destination (SonicBoom, as
 * Fastify uses for stdout in production) pointed at /dev/null, on the embedded in-memory database and a free
 * port. Production refuses demo mode; the global rate limit stays on (counted in memory), its ceiling raised
 * above what one benchmark client sends.
 */
import pino from 'pino';
import { startEmbeddedMongo } from '@mwangaza/embedded-mongo';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { productionEnv } from '../test/helpers/production-env';

export async function startProductionApi(dbName: string, env: Record<string, string> = {}) {
  const db = await startEmbeddedMongo();
  const config = loadConfig({
    ...process.env,
    ...productionEnv(),
    DEMO_MODE: 'false',
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000000',
    ...env,
  });
  const logStream = pino.destination({ dest: '/dev/null', sync: false });
  const api = await buildApp({ config, mongodbUri: db.uri, dbName, logStream });
  const url = await api.listen({ port: 0, host: '127.0.0.1' });
  return {
    api,
    url,
    async stop() {
      await api.close();
      await db.stop();
      logStream.end();
    },
  };
}
