/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file: webpack-cli loads it with require() */
// webpack-cli would load a TypeScript config through ts-node, which our ESM tsconfig trips up; tsx compiles
// the shared factory on the fly instead.
require('tsx/cjs');
const { createWebpackConfig } = require('@mwangaza/webpack-config');
const { site } = require('@mwangaza/shared/site');
const federation = require('./module-federation.config.ts').default;

module.exports = (_env, argv) =>
  createWebpackConfig(
    {
      appDir: __dirname,
      kind: 'remote',
      port: 3002,
      title: `Admin console | ${site.name}`,
      description: site.description,
      noscript: `${site.name} needs JavaScript to run the admin console. Please enable it.`,
      federation,
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
