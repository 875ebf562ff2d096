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
      kind: 'host',
      port: 3000,
      title: `${site.name} | Data analytics consultancy in Nairobi`,
      description: site.description,
      noscript: `${site.name} needs JavaScript to show this site. Please enable it, or call us on ${site.phone}.`,
      federation,
    },
    argv.mode === 'development' ? 'development' : 'production',
  );
