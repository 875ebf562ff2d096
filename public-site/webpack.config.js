/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file: webpack-cli loads it with require() */
// webpack-cli would load a TypeScript config through ts-node, which our ESM tsconfig trips up; tsx compiles
// the shared factory on the fly instead.
require('tsx/cjs');
const { createWebpackConfig } = require('@mwangaza/webpack-config');
const { site } = require('@mwangaza/shared/site');
const federation = require('./module-federation.config.ts').default;

/**
 * The language catalogs reach the browser parsed (scripts/icu-ast-loader.cjs), so react-intl runs without
 * its ICU parser: about 7 KB gzipped less on every page.
 */
function withCompiledMessages(config) {
  config.module.rules.push({
    test: /[\\/]i18n[\\/]messages[\\/][a-z]+\.json$/,
    type: 'javascript/auto',
    use: [require.resolve('./scripts/icu-ast-loader.cjs')],
  });
  config.resolve.alias = {
    ...config.resolve.alias,
    '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
  };
  return config;
}

module.exports = (_env, argv) =>
  withCompiledMessages(
    createWebpackConfig(
      {
        appDir: __dirname,
        kind: 'remote',
        port: 3001,
        title: `${site.name} | Data analytics consultancy in Nairobi`,
        description: site.description,
        noscript: `${site.name} needs JavaScript to show this site. Please enable it.`,
        federation,
      },
      argv.mode === 'development' ? 'development' : 'production',
    ),
  );
