/**
 * The public site's prerenderer: its pages compiled for Node (one CommonJS file in dist-ssr/), loaded by the
 * public site's static server. CSS Modules give class names only (the browser build ships the CSS itself);
 * npm packages stay external and load from node_modules, except the shared workspace's TypeScript source.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import { CSS_MODULE_NAMING, sharedSrc, swcLoader } from './create-webpack-config';

export function createServerWebpackConfig(appDir: string, entry: string): Configuration {
  return {
    mode: 'production',
    context: appDir,
    entry: { 'render-page': entry },
    target: 'node20',
    devtool: 'source-map',
    output: {
      path: path.join(appDir, 'dist-ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], symlinks: true },
    externals: [
      ({ request }, callback) => {
        const bare = request && /^[^./]/.test(request) && !request.startsWith('@mwangaza/');
        if (bare && !request.endsWith('.css')) return callback(undefined, `commonjs ${request}`);
        return callback();
      },
    ],
    module: {
      rules: [
        { test: /\.[cm]?tsx?$/, include: [path.join(appDir, 'src'), sharedSrc], use: swcLoader(true) },
        {
          test: /\.css$/,
          use: {
            loader: 'css-loader',
            options: {
              modules: {
                ...CSS_MODULE_NAMING,
                // Global stylesheets (tokens) export nothing; module class names as in the browser build.
                auto: true,
                exportOnlyLocals: true,
                namedExport: false,
                exportLocalsConvention: 'as-is',
              },
            },
          },
        },
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|ico|woff2?|mp4|webm)$/i,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    // Lazy pages in the same file: the prerenderer waits for them anyway, and one file is simpler to deploy.
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ __MWANGAZA_MOCKS__: 'false' }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
