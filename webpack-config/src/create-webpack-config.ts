/**
 * One webpack configuration for the shell and both remotes, so the three builds cannot drift apart
 * (loaders, CSS Modules naming, shared singletons, cache-friendly file names). Each app's
 * `webpack.config.js` only says who it is and what it exposes.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import ReactRefreshWebpackPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createRuntimeConfig, renderRuntimeConfigScript } from '@mwangaza/static-server/runtime-config';
import { AsyncEntryScriptsPlugin } from './async-entry-scripts-plugin';
import { compileHintsPlugin } from './compile-hints';
import { CopyPublicPlugin } from './copy-public-plugin';
import { ExposedCssManifestPlugin } from './exposed-css-manifest-plugin';
import { createMinimizers } from './minimizers';
import { FRAMEWORK_CHUNK } from './framework-chunk';
import { consumeOnly, createSharedConfig } from './shared-config';

export interface FederationOptions {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  /** Federation runtime plugins (paths), run in the browser by this app's federation runtime. */
  runtimePlugins?: string[];
}

export interface AppOptions {
  /** The workspace folder (its package.json, src/ and public/). */
  appDir: string;
  kind: 'host' | 'remote';
  port: number;
  title: string;
  description: string;
  /** What the page says to a browser without JavaScript. */
  noscript: string;
  federation: FederationOptions;
}

type Mode = 'development' | 'production';

export const repoRoot = path.resolve(__dirname, '../..');
export const sharedSrc = path.join(repoRoot, 'shared/src');
/** Lets the remotes' Fast Refresh runtimes find React DOM in the shell's page (see the file). */
const FAST_REFRESH_HOOK = path.join(__dirname, 'fast-refresh-hook.js');
/** The one page template of the three apps (the shell's and the remotes' standalone pages). */
const INDEX_TEMPLATE = path.join(__dirname, 'index.html');
/** Site-wide static files (content images, media, favicon) every app serves at its root. */
const sharedPublic = path.join(repoRoot, 'shared/public');

export function createWebpackConfig(
  app: AppOptions,
  mode: Mode,
): Configuration & { devServer?: DevServerConfiguration } {
  const production = mode === 'production';
  const appSrc = path.join(app.appDir, 'src');
  const packageJson = JSON.parse(fs.readFileSync(path.join(app.appDir, 'package.json'), 'utf8'));
  // Standalone remotes mock the API with MSW: always in development, in a production build only on request.
  const mocks = app.kind === 'remote' && (!production || process.env.MWANGAZA_MOCKS === '1');
  // The federation runtime ships once per page, with the shell (~15 KB gzipped less per remote): a deployed
  // remote's container uses the copy the shell publishes (shell/src/remotes/provide-federation-runtime.ts);
  // standalone starts (dev server, mocks build) keep their own.
  const externalRuntime = app.kind === 'remote' && production && !mocks;
  // React Fast Refresh under the dev server only (webpack-cli sets WEBPACK_SERVE): an edited component is
  // swapped in place, keeping its state, instead of reloading the page.
  const fastRefresh = !production && process.env.WEBPACK_SERVE === 'true';

  return {
    mode,
    context: app.appDir,
    // A deployed remote is only a federated container (remoteEntry.js and its chunks): its standalone app
    // would need a federation runtime of its own.
    entry: externalRuntime
      ? {}
      : {
          main: fastRefresh && app.kind === 'host' ? [FAST_REFRESH_HOOK, './src/index.ts'] : './src/index.ts',
        },
    target: 'web',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // MWANGAZA_OUTPUT_DIR: a second build beside dist/ (the standalone-with-mocks build its browser tests use).
      path: process.env.MWANGAZA_OUTPUT_DIR
        ? path.resolve(process.env.MWANGAZA_OUTPUT_DIR)
        : path.join(app.appDir, 'dist'),
      // Remotes work out where they are served from (the remoteEntry's own URL), so they can live anywhere.
      publicPath: app.kind === 'remote' ? 'auto' : '/',
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:12][ext]' : 'assets/[name][ext]',
      uniqueName: app.federation.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      symlinks: true,
      // The MSW mocks export CSV like the API: csv-stringify's Node build needs Node's Buffer, its browser
      // build carries its own (without this a standalone start could not start its mocks).
      alias: { 'csv-stringify/sync$': 'csv-stringify/browser/esm/sync' },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          // The shared workspace is TypeScript source reached through a node_modules symlink (resolved to
          // its real path), so it is compiled here like the app's own code.
          include: [appSrc, sharedSrc],
          use: swcLoader(production, fastRefresh),
        },
        {
          test: /\.css$/,
          oneOf: [
            { test: /\.module\.css$/, use: cssLoaders(production, true) },
            { use: cssLoaders(production, false) },
          ],
        },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|mp4|webm)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimizer: createMinimizers(),
      // Stable ids keep unchanged chunks' content hashes (and browser caches) across releases.
      moduleIds: 'deterministic',
      chunkIds: production ? 'deterministic' : 'named',
      ...(production && app.kind === 'host'
        ? { splitChunks: { cacheGroups: { framework: FRAMEWORK_CHUNK } } }
        : {}),
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: app.federation.name,
        ...(app.federation.exposes
          ? { filename: app.federation.filename ?? 'remoteEntry.js', exposes: app.federation.exposes }
          : {}),
        // The shell registers remotes at run time from /runtime-config.js; nothing is baked in here.
        remotes: {},
        // A deployed remote takes the singletons the shell provides from it alone: no fallback copies to offer
        // or register (its container is 0.9 KB gzip smaller); one the shell cannot satisfy fails to load, as a
        // strict version range already made it.
        shared: externalRuntime
          ? consumeOnly(createSharedConfig(packageJson))
          : createSharedConfig(packageJson),
        runtimePlugins: app.federation.runtimePlugins ?? [],
        // Only load a remote's entry when one of its modules is asked for (never on start-up).
        shareStrategy: 'loaded-first',
        // Nothing in the build may reach the network or start brokers: no type archives. A remote's
        // mf-manifest.json (what it exposes and the shared versions it needs) travels with each release.
        dts: false,
        manifest: app.federation.exposes ? { fileName: 'mf-manifest.json' } : false,
        // A smaller federation runtime: remotes are plain remoteEntry URLs (never manifests), so the snapshot
        // code is dead weight, and browser-only builds need no Node branches. Only the shell loads remotes: a
        // remote's container leaves out the code that loads remotes.
        experiments: {
          optimization: { disableSnapshot: true, disableRemote: app.kind === 'remote', target: 'web' },
          ...(externalRuntime ? { externalRuntime: true } : {}),
        },
        dev: { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
      }),
      new HtmlWebpackPlugin({
        ...(externalRuntime
          ? { templateContent: remoteOriginPage(app, packageJson.version), inject: false }
          : { template: INDEX_TEMPLATE }),
        title: app.title,
        // For the template: the shell's page also links the favicon and loads the deploy-time settings.
        host: app.kind === 'host',
        noscript: app.noscript,
        meta: { description: app.description },
        // Absolute script URLs so deep links (/case-studies/x) still load /main.js from the root.
        publicPath: '/',
        scriptLoading: 'defer',
        minify: production ? { collapseWhitespace: true, removeComments: true } : false,
        // A remote's own page needs only its app, not its container: under Fast Refresh the container's
        // refresh runtime (same namespace) would start first and leave the app's without React DOM.
        ...(fastRefresh && app.kind === 'remote' ? { chunks: ['main'] } : {}),
      }),
      // The shell's entry starts the page's code in steps once the document is whole (shell/src/index.ts).
      ...(app.kind === 'host' ? [new AsyncEntryScriptsPlugin()] : []),
      new CopyPublicPlugin({
        from: [sharedPublic, path.join(app.appDir, 'public')],
        exclude: ['index.html'],
        files: mocks ? { 'mockServiceWorker.js': mswWorkerPath() } : {},
      }),
      new webpack.DefinePlugin({
        __MWANGAZA_MOCKS__: JSON.stringify(mocks),
        // Which build this is, for the console's "About this build" panel (registerBuild in shared).
        __MWANGAZA_BUILD__: JSON.stringify({
          version: packageJson.version,
          commit: buildCommit(),
          builtAt: null,
        }),
      }),
      ...(production && app.kind === 'remote' ? [new ExposedCssManifestPlugin(app.federation.name)] : []),
      ...(production ? [compileHintsPlugin()] : []),
      // `library` gives each app's refresh runtime its own namespace: a remote's modules run in the shell's
      // page, and without it the remote's runtime would see the shell's and never hook into React.
      ...(fastRefresh
        ? [
            new ReactRefreshWebpackPlugin({
              library: app.federation.name,
              overlay: false,
              exclude: [/node_modules/, FAST_REFRESH_HOOK],
            }),
          ]
        : []),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash].css',
              chunkFilename: '[name].[contenthash].css',
            }),
          ]
        : []),
    ],
    devServer: createDevServer(app),
    infrastructureLogging: { level: 'warn' },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * What a deployed remote's own address shows: the container is loaded by the shell, so a person who opens the
 * remote's origin is told where its pages are seen (the static server also needs an index.html to start).
 */
function remoteOriginPage(app: AppOptions, version: string): string {
  const name = path.basename(app.appDir);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${name} ${version}</title></head><body><h1>${name} ${version}</h1><p>This address serves the ${name} part of the Mwangaza Analytics site (its <code>remoteEntry.js</code> and the files it loads). Its pages are shown by the site's shell: open the site's main address. To run ${name} on its own, use <code>npm run dev -w ${name}</code>.</p></body></html>`;
}

/**
 * The MSW service worker, taken from the installed msw package (a dependency of shared, whose handlers it
 * runs) rather than committed: it is always the version the library expects, and exists once.
 */
function mswWorkerPath(): string {
  return require.resolve('msw/mockServiceWorker.js', { paths: [path.join(repoRoot, 'shared')] });
}

/** BUILD_COMMIT, else the checkout's commit; null outside git. Read once per process. */
let commit: string | null | undefined;
function buildCommit(): string | null {
  if (commit === undefined) {
    try {
      commit =
        process.env.BUILD_COMMIT ||
        execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim() ||
        null;
    } catch {
      commit = null;
    }
  }
  return commit;
}

/**
 * TypeScript and JSX through swc, for the browser builds and the public site's prerenderer alike;
 * `fastRefresh` adds the registrations React Fast Refresh needs (dev server only).
 */
export function swcLoader(production: boolean, fastRefresh = false): webpack.RuleSetUseItem {
  return {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: fastRefresh } },
        target: 'es2020',
      },
    },
  };
}

/**
 * Paths from the repository root make class names unique per app even when two apps have a file of the
 * same name, and identical for the shared design library wherever it is built: the prerendered HTML uses
 * the very class names of the browser build's CSS.
 */
export const CSS_MODULE_NAMING = {
  localIdentName: '[local]__[hash:base64:6]',
  localIdentContext: repoRoot,
};

function cssLoaders(production: boolean, modules: boolean): webpack.RuleSetUseItem[] {
  return [
    production ? MiniCssExtractPlugin.loader : 'style-loader',
    {
      loader: 'css-loader',
      options: {
        importLoaders: 0,
        modules: modules
          ? { ...CSS_MODULE_NAMING, namedExport: false, exportLocalsConvention: 'as-is' }
          : false,
      },
    },
  ];
}

/** The dev server's port: the app's own, unless `npm run dev` (or a person) chose another. */
const PORT_VARIABLES: Record<string, string> = {
  shell: 'SHELL_PORT',
  publicSite: 'PUBLIC_SITE_PORT',
  adminConsole: 'ADMIN_CONSOLE_PORT',
};

function createDevServer(app: AppOptions): DevServerConfiguration {
  const remote = app.kind === 'remote';
  const variable = PORT_VARIABLES[app.federation.name];
  const port = Number((variable && process.env[variable]) || app.port);
  return {
    port,
    historyApiFallback: true,
    static: [{ directory: path.join(app.appDir, 'public') }, { directory: sharedPublic }],
    // Hot updates carry Fast Refresh; an update that cannot be applied in place reloads the page.
    hot: true,
    liveReload: true,
    // A remote's code runs inside the shell's page: its reload socket must still reach the remote's server.
    client: { overlay: { warnings: false, errors: true }, webSocketURL: `ws://localhost:${port}/ws` },
    headers: remote ? { 'Access-Control-Allow-Origin': '*' } : {},
    proxy: [
      { context: ['/api'], target: process.env.API_URL ?? 'http://localhost:4000', changeOrigin: true },
    ],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'runtime-config',
        path: '/runtime-config.js',
        middleware: (_req: unknown, res: import('node:http').ServerResponse) => {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(renderRuntimeConfigScript(createRuntimeConfig(process.env)));
        },
      });
      return middlewares;
    },
  };
}
