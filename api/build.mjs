// Bundles the API's production commands into dist/ (CommonJS, Node 20): the server and every operator command
// (src/commands/: the embedded database as its own process, create-admin, seed, migrate, backup, restore,
// db-repair) and check-config, so a deploy folder runs them with `node` and production dependencies only (no
// TypeScript, no tsx). npm packages stay external and load from node_modules at run time, except the
// workspaces' own TypeScript source (@mwangaza/*: shared, embedded-mongo, and for check-config the API's
// and the static server's configuration), typebox and intl-messageformat with its @formatjs parts (ESM-only), so a bundle never needs require() of an ES
// module, and fastest-levenshtein, a development dependency check-config uses.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(fileURLToPath(import.meta.url));
const INLINE = [
  /^@mwangaza\//,
  /^typebox(\/|$)/,
  /^intl-messageformat$/,
  /^@formatjs\//,
  /^fastest-levenshtein$/,
];

/** Every bare import (a package) is external unless listed in INLINE. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, (args) => {
      if (args.path.startsWith('node:') || path.isAbsolute(args.path)) return undefined;
      if (INLINE.some((pattern) => pattern.test(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** What GET /api/health reports (src/build-info.ts): the package version, the commit and the build time. */
function buildInfo() {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  let commit = process.env.BUILD_COMMIT || null;
  try {
    commit ??=
      execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim() || null;
  } catch {
    // Not a git checkout (a source archive): the version alone names the build.
  }
  return { version, commit, builtAt: new Date().toISOString() };
}

/**
 * dist/<name>.js ← source: the server, each command in src/commands/, and check-config (its code serves the
 * repository's tools too, so it lives in scripts/). A new command is a file in src/commands/.
 */
const COMMANDS = ['db', 'db-repair', 'create-admin', 'seed', 'migrate', 'backup', 'restore'];
const ENTRY_POINTS = {
  server: 'src/server.ts',
  ...Object.fromEntries(COMMANDS.map((name) => [name, `src/commands/${name}.ts`])),
  'check-config': '../scripts/check-config.ts',
};

// The e-mail catalogs first: a missing message, an ICU syntax error or a placeholder differing from English
// fails the build (src/i18n/check-catalogs.ts).
const { tsImport } = await import('tsx/esm/api');
const { checkCatalogs, describeProblems } = await tsImport('./src/i18n/check-catalogs.ts', import.meta.url);
const { CATALOGS } = await tsImport('./src/i18n/catalogs.ts', import.meta.url);
const problems = checkCatalogs(CATALOGS);
if (problems.length) {
  console.error(`The e-mail catalogs (src/i18n/catalogs) have problems:\n${describeProblems(problems)}`);
  process.exit(1);
}

const result = await build({
  absWorkingDir: root,
  entryPoints: ENTRY_POINTS,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'info',
  metafile: true,
  plugins: [externalPackages],
  define: { __API_BUILD__: JSON.stringify(buildInfo()) },
});

const inputs = Object.keys(result.metafile.inputs);
console.log(
  `bundled ${inputs.length} modules (${inputs.filter((p) => p.includes('shared/src')).length} from @mwangaza/shared)`,
);

// The site's own pictures, which the first start puts in the media library (src/seed/shipped-pictures.ts):
// a deploy folder has only api/dist, so they travel with the bundle.
const pictures = path.join(root, '..', 'shared', 'public', 'images');
const shipped = path.join(root, 'dist', 'shipped-pictures', 'images');
rmSync(shipped, { recursive: true, force: true });
cpSync(pictures, shipped, {
  recursive: true,
  filter: (file) => !/\.(avif|webp)$/.test(file) || /-\d+w\.(avif|webp)$/.test(file),
});
console.log(`copied the site's pictures to ${path.relative(root, shipped)}`);
