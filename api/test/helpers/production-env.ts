import { randomBytes } from 'node:crypto';

/**
 * What production asks of a configuration, for tests and benchmarks that run the API as production does:
 * NODE_ENV=production on the embedded database, and random secrets as `openssl rand -base64 48` makes
 * (production refuses guessable ones). Call it once per file: restarts must keep the same secrets.
 */
export function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ALLOW_EMBEDDED_DB: 'true',
    JWT_SECRET: randomBytes(48).toString('base64'),
    TWO_FACTOR_KEY: randomBytes(48).toString('base64'),
    PROXY_SECRET: randomBytes(48).toString('base64'),
    CONSOLE_URL: 'https://www.example.com/admin',
  };
}
