// `npm test`: install when needed, build when needed, then every jest project: units and API
// integration first, then the production test behind nginx (when nginx is installed; CI installs it), then the
// browser tests through the shell (they need a Chromium), then each remote's browser tests on its standalone
// start with MSW (what its team runs with `npm test -w <remote>`).
import { existsSync } from 'node:fs';
import { ensureBuilt, ensureDependencies, ensureNode, ensureStandaloneBuilt, run } from './lib/prepare.mjs';

await ensureNode();

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
].filter(Boolean);
const chromium = candidates.find((candidate) => existsSync(candidate));
const nginx = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']
  .filter(Boolean)
  .find((candidate) => existsSync(candidate));
if (!nginx && process.env.CI) {
  console.error('✖ CI runs the production test, which needs nginx: apt-get install -y nginx-light');
  process.exit(1);
}
if (!chromium) {
  console.error(`✖ The browser tests need Chromium and none was found (looked at: ${candidates.join(', ')}).
  Debian/Ubuntu: sudo apt-get install -y chromium
  macOS: install Google Chrome or Chromium
  Or point CHROMIUM_PATH at a Chromium or Chrome executable.`);
  process.exit(1);
}

ensureDependencies();
ensureBuilt();

const jest = ['node_modules/jest/bin/jest.js', '--ci'];
run(process.execPath, [
  ...jest,
  '--selectProjects',
  'shared',
  'contract',
  'deploy',
  'scripts',
  'embedded-mongo',
  'api',
  'static-server',
  'webpack-config',
  'public-site',
  'admin-console',
  'shell',
]);
// Production on real processes behind nginx with TLS (deploy/test/production).
if (nginx)
  run(process.execPath, [...jest, '--selectProjects', 'production', '--runInBand'], {
    env: { ...process.env, NGINX_PATH: nginx },
  });
else
  console.log(
    '› Skipping the production test: nginx not found (Debian: sudo apt-get install -y nginx-light)',
  );
// Browser tests: through the shell, then each remote started on its own.
const inBrowser = { env: { ...process.env, CHROMIUM_PATH: chromium } };
run(process.execPath, [...jest, '--selectProjects', 'e2e', '--runInBand'], inBrowser);
for (const remote of ['public-site', 'admin-console']) {
  ensureStandaloneBuilt(remote);
  run(process.execPath, [...jest, '--selectProjects', `${remote}-standalone`, '--runInBand'], inBrowser);
}
