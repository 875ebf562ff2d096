export interface StaticServerLog {
  /** pino's level: `silent` (the default) writes nothing. */
  level: string;
  /** One line per request when it is answered (needs `info`). */
  requests: boolean;
  /** Where lines go (default stdout). */
  stream?: { write(line: string): void };
}

export const QUIET: StaticServerLog = { level: 'silent', requests: false };

/**
 * JSON lines on stdout by default in production, one per request; quiet in development and tests, as before,
 * unless asked (LOG_REQUESTS=true). LOG_REQUESTS=false drops the line per request and keeps the rest;
 * LOG_LEVEL sets the level (default info when anything is logged).
 */
export function logSettings(given: {
  production: boolean;
  requests: boolean | undefined;
  level: string | undefined;
}): StaticServerLog {
  const requests = given.requests ?? given.production;
  const level = given.level ?? (given.production || requests ? 'info' : 'silent');
  return { level, requests };
}
