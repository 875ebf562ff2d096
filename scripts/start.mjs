// `npm start`: install when needed, build when needed, then run the API (embedded database unless
// MONGODB_URI is set), both remotes and the shell, each on its own port, until Ctrl+C.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createLauncher, whichNeverAnswered } from './lib/launcher.mjs';
import { ensureBuilt, ensureDependencies, ensureNode } from './lib/prepare.mjs';

await ensureNode();
ensureDependencies();
ensureBuilt();

const ports = {
  api: Number(process.env.API_PORT ?? 4000),
  shell: Number(process.env.SHELL_PORT ?? 3000),
  publicSite: Number(process.env.PUBLIC_SITE_PORT ?? 3001),
  adminConsole: Number(process.env.ADMIN_CONSOLE_PORT ?? 3002),
};
const publicSiteUrl = process.env.PUBLIC_SITE_URL ?? `http://localhost:${ports.publicSite}`;
const adminConsoleUrl = process.env.ADMIN_CONSOLE_URL ?? `http://localhost:${ports.adminConsole}`;
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${ports.api}`;
// The shell's server proves with this secret that it is the proxy, so the API believes the client address it
// forwards; a client calling :4000 directly is known by its own address, whatever X-Forwarded-For it sends.
const proxySecret = process.env.PROXY_SECRET ?? randomBytes(32).toString('base64url');

const { start, isStopping } = createLauncher();
/** How long the parts may take to answer before the address is printed anyway, with a warning. */
const START_LIMIT_MS = 120_000;
const serve = (app, port, env) =>
  start(app, ['static-server/dist/cli.js', '--app', app, '--root', `${app}/dist`, '--port', String(port)], {
    env,
  });

// What the systemd unit and the image set for the API (its memory settings).
const processEnv = JSON.parse(readFileSync(new URL('../deploy/process-env.json', import.meta.url), 'utf8'));
start('api', ['api/dist/server.js'], {
  env: {
    ...processEnv.api,
    NODE_OPTIONS: [process.env.NODE_OPTIONS, processEnv.api.NODE_OPTIONS].filter(Boolean).join(' '),
    PORT: String(ports.api),
    PROXY_SECRET: proxySecret,
    CORS_ORIGINS:
      process.env.CORS_ORIGINS ?? `http://localhost:${ports.shell},${publicSiteUrl},${adminConsoleUrl}`,
  },
});
// The public site's server prerenders its pages from the API for the shell's server.
serve('public-site', ports.publicSite, { API_URL: apiUrl });
serve('admin-console', ports.adminConsole);
serve('shell', ports.shell, {
  API_URL: apiUrl,
  PUBLIC_SITE_URL: publicSiteUrl,
  ADMIN_CONSOLE_URL: adminConsoleUrl,
  PROXY_SECRET: proxySecret,
});

// The address is printed once every part answers (the API once its database is up and the first-start
// content seeded), so the first page a person opens is whole.
const parts = {
  API: `${apiUrl}/api/health/ready`,
  'public site': `http://127.0.0.1:${ports.publicSite}/`,
  'admin console': `http://127.0.0.1:${ports.adminConsole}/`,
  shell: `http://127.0.0.1:${ports.shell}/`,
};
const waiting = await whichNeverAnswered(parts, START_LIMIT_MS);
if (!isStopping()) {
  if (waiting.length > 0) {
    console.error(
      `\n  ⚠ Still starting after ${START_LIMIT_MS / 1000} s: ${waiting.join(', ')} (see the messages above).`,
    );
  }
  console.log(
    `\n  Mwangaza Analytics is running: open http://localhost:${ports.shell}\n  Admin console: http://localhost:${ports.shell}/admin (Ctrl+C stops everything)\n`,
  );
}
