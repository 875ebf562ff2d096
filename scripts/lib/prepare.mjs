// What `npm start` and `npm test` do before anything else: install dependencies when missing and build
// the apps when their sources are newer than their build. Plain Node, no dependencies: it runs before install.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Installs when node_modules is missing or older than the lockfile. npm install rather than npm ci: the
 * registry here serves no other platforms' optional binaries, so the lockfile lacks them and npm ci refuses it.
 */
export function ensureDependencies() {
  const installed = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('› Installing dependencies (npm install, versions from package-lock.json)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

export function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      ['node_modules', 'dist', 'dist-ssr', 'dist-standalone'].includes(entry.name) ||
      entry.name.startsWith('.')
    )
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builds = [
  {
    workspace: 'api',
    output: 'api/dist/server.js',
    sources: ['api/src', 'embedded-mongo/src', 'shared/src'],
  },
  { workspace: 'static-server', output: 'static-server/dist/cli.js', sources: ['static-server/src'] },
  {
    workspace: 'public-site',
    output: 'public-site/dist-ssr/render-page.js',
    sources: ['public-site', 'shared', 'webpack-config'],
  },
  {
    workspace: 'admin-console',
    output: 'admin-console/dist/remoteEntry.js',
    sources: ['admin-console', 'shared', 'webpack-config'],
  },
  { workspace: 'shell', output: 'shell/dist/index.html', sources: ['shell', 'shared', 'webpack-config'] },
];

/** Builds each app whose output is missing or older than its sources (FORCE_BUILD=1 rebuilds all). */
export function ensureBuilt() {
  for (const { workspace, output, sources } of builds) {
    const out = path.join(root, output);
    const built = existsSync(out) ? statSync(out).mtimeMs : 0;
    const changed = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
    if (process.env.FORCE_BUILD !== '1' && built > changed) continue;
    console.log(`› Building ${workspace}…`);
    run('npm', ['run', 'build', '-w', workspace]);
  }
}

/**
 * A remote's standalone start with MSW (a production build with mocks, in <remote>/dist-standalone), built
 * again when the remote's or the shared package's sources are newer (or FORCE_BUILD=1).
 */
export function ensureStandaloneBuilt(remote) {
  const out = path.join(root, remote, 'dist-standalone');
  const entry = path.join(out, 'remoteEntry.js');
  const built = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const changed = Math.max(newestMtime(path.join(root, remote)), newestMtime(path.join(root, 'shared')));
  if (process.env.FORCE_BUILD === '1' || built <= changed) {
    console.log(`› Building ${remote} standalone with MSW (${path.relative(root, out)})…`);
    run('npx', ['webpack', '--mode', 'production'], {
      cwd: path.join(root, remote),
      env: { ...process.env, MWANGAZA_MOCKS: '1', MWANGAZA_OUTPUT_DIR: out },
    });
  }
}
