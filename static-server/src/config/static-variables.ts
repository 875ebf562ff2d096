import { site } from '@mwangaza/shared/site';
import { flag, integer, oneOf, secret, text, url } from '@mwangaza/shared/env';
import { DEFAULT_ADMIN_CONSOLE_URL, DEFAULT_API_BASE, DEFAULT_PUBLIC_SITE_URL } from '../runtime-config';

/** Fastify's trustProxy: a hop count or the proxies' addresses; unset or "false": none (this server is the edge). */
function toTrustProxy(raw: unknown): number | string | false {
  if (typeof raw !== 'string' || raw === 'false') return false;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

const SHELL = ['shell'];
const REMOTES = ['public-site', 'admin-console'];

/**
 * Every variable the static server reads (`node static-server/dist/cli.js --app <app>`), one entry each. The
 * same program serves the shell and the two remotes, so one list serves all three; `readBy` says which apps
 * read a variable (all when unset). Add a variable here and read it in load-static-config.ts.
 */
export const STATIC_VARIABLES = {
  NODE_ENV: text({
    description: '`production`: the shell requires `PUBLIC_BASE_URL` (https) and a strong `PROXY_SECRET`',
    default: 'development',
  }),
  HOST: text({ description: 'the interface the server listens on', default: '0.0.0.0' }),
  PORT: integer({
    description: 'the port the server listens on (`--port` wins)',
    defaultText: '3000 (shell), 3001 (public site), 3002 (admin console)',
    max: 65_535,
  }),
  API_URL: url({
    description: "the API: the shell proxies `/api` to it, the public site's server prerenders pages from it",
    defaultText: '`http://localhost:4000` (shell); unset (remotes: no prerendering)',
  }),
  PUBLIC_BASE_URL: url({
    description:
      "the public site's address in canonical links, link previews, `/sitemap.xml` and `/robots.txt`",
    default: site.url,
    defaultFor: { production: undefined },
    readBy: SHELL,
  }),
  PUBLIC_SITE_URL: text({
    description: "where the public site's remote is deployed (`{version}`: the active release)",
    default: DEFAULT_PUBLIC_SITE_URL,
    readBy: SHELL,
  }),
  ADMIN_CONSOLE_URL: text({
    description: "where the admin console's remote is deployed (`{version}`: the active release)",
    default: DEFAULT_ADMIN_CONSOLE_URL,
    readBy: SHELL,
  }),
  API_BASE: text({ description: 'the API base the browser calls', default: DEFAULT_API_BASE, readBy: SHELL }),
  RELEASES_DIR: text({
    description:
      "versioned remote releases: `{version}` in a remote's URL is its active version (`npm run release`: default `./releases`)",
    readBy: SHELL,
  }),
  CORS_ORIGIN: text({
    description: "the origin allowed to load a remote's files cross-origin",
    default: '*',
    readBy: REMOTES,
  }),
  PRERENDER: flag({
    description: 'prerendered public pages; off: the plain page, rendered in the browser',
    default: true,
    readBy: ['shell', 'public-site'],
  }),
  TRUST_PROXY: {
    ...text({
      description:
        'proxies in front of this server that may set `X-Forwarded-Proto`/`Host`: a hop count or addresses',
      defaultText: 'none (this server is the edge)',
      valid: (value) => value !== 'true',
      expected:
        'false, a number of proxies or their addresses (true is refused: every client could choose its address)',
    }),
    parse: toTrustProxy,
  },
  PROXY_SECRET: secret({
    description:
      'sent with every proxied request so the API believes the forwarded client address (the same value there)',
    defaultText: 'random per `npm start`',
    readBy: SHELL,
  }),
  CONTENT_VERSION_CHECK_MS: integer({
    description: "how often the shell asks the API's content version (0: on every page request)",
    default: 1000,
    readBy: SHELL,
  }),
  PAGE_CACHE_SETTLE_MS: integer({
    description: 'how long after the content version moves pages are made again once more',
    default: 2000,
    readBy: SHELL,
  }),
  LOG_REQUESTS: flag({
    description: 'a JSON log line per request (`false` keeps the other lines)',
    defaultText: '`true` in production, else `false`',
  }),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    description: 'the lowest level written to the log',
    defaultText: '`info` when logging (production, or `LOG_REQUESTS=true`), else `silent`',
  }),
  METRICS_TOKEN: secret({
    description:
      'the bearer token `GET /metrics` asks for (16+ characters, e.g. `openssl rand -base64 32`); unset: `/metrics` answers 404',
  }),
  REQUEST_TIMEOUT_MS: integer({
    description:
      'the whole request, body included (408 after it); also how long the `/api` proxy waits for the API (504)',
    default: 30_000,
  }),
  HEADERS_TIMEOUT_MS: integer({
    description: "the request's headers, from its first byte; at most `REQUEST_TIMEOUT_MS`",
    default: 10_000,
  }),
  SHUTDOWN_TIMEOUT_MS: integer({
    description: 'after SIGTERM, how long requests in flight may finish before their connections are cut',
    default: 10_000,
    max: 600_000,
  }),
  KEEP_ALIVE_TIMEOUT_MS: integer({
    description:
      "how long an idle keep-alive connection stays open; the shell's `/api` proxy gives up its own to the API a second sooner (keep it the same as the API's)",
    default: 5_000,
  }),
};
