// `npm run deploy-folder -- <folder> [--service api|shell|public-site|admin-console]...`: after `npm run build`,
// puts what production runs into <folder>: the built bundles and apps, every workspace's package.json, the
// lockfile and this deploy/ folder, then installs production dependencies only (`npm install --omit=dev`,
// versions from the lockfile). Without --service it holds every service (one machine); with it, only what
// those services need (one container image each). Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every workspace (the root package.json's list): their package.json files let npm link them. */
const WORKSPACES = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;

/** What each service runs: the built files it needs and the workspaces whose dependencies it loads. */
export const SERVICES = {
  api: { files: ['api/dist'], workspaces: ['api'] },
  shell: { files: ['static-server/dist', 'shell/dist'], workspaces: ['static-server'] },
  // The public site's server also prerenders pages with dist-ssr, which loads React and the shared libraries.
  'public-site': {
    files: ['static-server/dist', 'public-site/dist', 'public-site/dist-ssr'],
    workspaces: ['static-server', 'public-site', 'shared'],
  },
  'admin-console': { files: ['static-server/dist', 'admin-console/dist'], workspaces: ['static-server'] },
};

/** The API's operator commands, each a bundle (api/build.mjs) the deploy folder runs with `node api/dist/<name>.js`. */
export const API_COMMANDS = [
  'db',
  'db-repair',
  'create-admin',
  'seed',
  'migrate',
  'backup',
  'restore',
  'check-config',
];

/** Files that must exist in a build for each service to start (checked before anything is copied). */
const ENTRY_FILES = {
  api: ['api/dist/server.js', ...API_COMMANDS.map((command) => `api/dist/${command}.js`)],
  shell: ['static-server/dist/cli.js', 'shell/dist/index.html'],
  'public-site': [
    'static-server/dist/cli.js',
    'public-site/dist/remoteEntry.js',
    'public-site/dist-ssr/render-page.js',
  ],
  'admin-console': ['static-server/dist/cli.js', 'admin-console/dist/remoteEntry.js'],
};

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

function copy(relative, target) {
  fs.cpSync(path.join(root, relative), path.join(target, relative), {
    recursive: true,
    // Source maps stay: stack traces in the logs then name the TypeScript source.
    filter: (source) => !source.includes(`${path.sep}test${path.sep}`) && !source.endsWith(`${path.sep}test`),
  });
}

export function makeDeployFolder(target, services = Object.keys(SERVICES)) {
  const unknown = services.filter((service) => !SERVICES[service]);
  if (unknown.length > 0)
    fail(`unknown service ${unknown.join(', ')} (one of ${Object.keys(SERVICES).join(', ')})`);
  const missing = services
    .flatMap((service) => ENTRY_FILES[service])
    .filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0) fail(`no build for ${[...new Set(missing)].join(', ')}: run npm run build first`);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
    fail(`${target} is not empty: give a new folder`);

  fs.mkdirSync(target, { recursive: true });
  for (const file of ['package.json', 'package-lock.json', 'deploy']) copy(file, target);
  // Every workspace's package.json, so npm links the workspaces and the lockfile matches.
  for (const workspace of WORKSPACES) copy(`${workspace}/package.json`, target);
  for (const file of new Set(services.flatMap((service) => SERVICES[service].files))) copy(file, target);

  const workspaces = [...new Set(services.flatMap((service) => SERVICES[service].workspaces))];
  const npm = spawnSync(
    'npm',
    [
      'install',
      '--omit=dev',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      ...workspaces.map((workspace) => `--workspace=${workspace}`),
    ],
    { cwd: target, stdio: 'inherit' },
  );
  if (npm.status !== 0) fail(`npm install --omit=dev failed in ${target} (exit ${npm.status ?? npm.signal})`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { service: { type: 'string', multiple: true } },
  });
  const [target] = positionals;
  if (!target)
    fail('usage: npm run deploy-folder -- <folder> [--service api|shell|public-site|admin-console]...');
  const started = Date.now();
  makeDeployFolder(path.resolve(target), values.service);
  console.log(
    `✔ ${path.resolve(target)} holds ${values.service?.join(', ') ?? 'every service'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
