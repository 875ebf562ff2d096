// What `npm start`, `npm test` and `npm run dev` do before anything else: run under a Node that has what the
// project needs, install dependencies when missing and build the apps when their sources are newer than
// their build. Plain Node, no dependencies: it runs before install, on whatever Node the machine has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The embedded database stores in SQLite through node:sqlite, unflagged from Node 22.13 (and in 24). */
const NEEDED = [22, 13];
/** Where Node 24 from the npm registry is kept for machines with an older Node (inside node_modules). */
const NODE_CACHE = path.join(root, 'node_modules/.cache/node24');

function hasNeededNode(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > NEEDED[0] || (major === NEEDED[0] && minor >= NEEDED[1]);
}

/**
 * On an older Node (the machines ship Node 20), runs this same command again under Node 24, fetched once from
 * the npm registry (the `node` package installs the official binaries) into node_modules/.cache/node24, with
 * that Node first on PATH so that everything it starts (npm, jest, the servers) runs on it too. Its promise
 * then never settles: the process exits with the command's status.
 */
export async function ensureNode() {
  if (hasNeededNode(process.versions.node)) return;
  const needed = `Node.js ${NEEDED.join('.')} or later (24 is what CI runs)`;
  const bin = path.join(NODE_CACHE, 'node_modules/.bin');
  if (!existsSync(path.join(bin, 'node'))) {
    console.log(
      `› This project needs ${needed}; this is Node.js ${process.versions.node}.\n` +
        '  Fetching Node.js 24 from the npm registry into node_modules/.cache/node24 (once)…',
    );
    mkdirSync(NODE_CACHE, { recursive: true });
    // A package.json of its own: npm would otherwise install into the project the folder sits in.
    writeFileSync(
      path.join(NODE_CACHE, 'package.json'),
      `${JSON.stringify({ private: true, description: 'Node.js 24 for npm start and npm test', allowScripts: { node: true } }, null, 2)}\n`,
    );
    const install = spawnSync(
      'npm',
      ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', 'node@24'],
      { cwd: NODE_CACHE, stdio: 'inherit' },
    );
    if (install.status !== 0 || !existsSync(path.join(bin, 'node'))) {
      console.error(
        `\n✖ Could not fetch Node.js 24 from the npm registry. Install ${needed} (https://nodejs.org/), then run this again.`,
      );
      process.exit(1);
    }
  }
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const version = spawnSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`› Running under Node.js ${version} from node_modules/.cache/node24.`);
  const child = spawn(path.join(bin, 'node'), process.argv.slice(1), { stdio: 'inherit', env });
  // Ctrl+C reaches the command itself (the same process group), which stops what it started; a SIGTERM sent
  // to this process alone is passed on.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  await new Promise(() => undefined);
}

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
