// `npm run dev`: the API (restarted on every change by tsx watch, embedded database unless MONGODB_URI is set),
// both remotes and the shell on webpack's dev servers with React Fast Refresh, each on its own port, until
// Ctrl+C. Nothing is built first: the dev servers compile in memory.
import { createRequire } from 'node:module';
import path from 'node:path';
import { createLauncher } from './lib/launcher.mjs';
import { ensureDependencies, ensureNode, root } from './lib/prepare.mjs';

await ensureNode();
ensureDependencies();

const require = createRequire(path.join(root, 'package.json'));
const webpackCli = require.resolve('webpack-cli/bin/cli.js');
const tsxCli = require.resolve('tsx/cli');

// The same variables and defaults as `npm start`, so the addresses are the same.
const ports = {
  api: Number(process.env.API_PORT ?? 4000),
  shell: Number(process.env.SHELL_PORT ?? 3000),
  publicSite: Number(process.env.PUBLIC_SITE_PORT ?? 3001),
  adminConsole: Number(process.env.ADMIN_CONSOLE_PORT ?? 3002),
};
const publicSiteUrl = `http://localhost:${ports.publicSite}`;
const adminConsoleUrl = `http://localhost:${ports.adminConsole}`;
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${ports.api}`;
// Every dev server reads its own port from these (@mwangaza/webpack-config), and proxies
// /api to the API.
const portEnv = {
  SHELL_PORT: String(ports.shell),
  PUBLIC_SITE_PORT: String(ports.publicSite),
  ADMIN_CONSOLE_PORT: String(ports.adminConsole),
  API_URL: apiUrl,
};

const { start } = createLauncher();
const devServer = (app, env = {}) =>
  start(app, [webpackCli, 'serve', '--mode', 'development'], { cwd: app, env: { ...portEnv, ...env } });

start('api', [tsxCli, 'watch', 'src/server.ts'], {
  cwd: 'api',
  env: {
    PORT: String(ports.api),
    CORS_ORIGINS:
      process.env.CORS_ORIGINS ?? `http://localhost:${ports.shell},${publicSiteUrl},${adminConsoleUrl}`,
  },
});
devServer('public-site');
devServer('admin-console');
// The shell's runtime config sends the browser to the remotes' dev servers.
devServer('shell', { PUBLIC_SITE_URL: publicSiteUrl, ADMIN_CONSOLE_URL: adminConsoleUrl });

console.log(
  `\n  Development servers starting: open http://localhost:${ports.shell} once the three apps have compiled\n` +
    `  (the remotes alone: ${publicSiteUrl} and ${adminConsoleUrl}/admin, on MSW mocks). Ctrl+C stops everything.\n`,
);
