/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file: webpack-cli loads it with require() */
// webpack-cli would load a TypeScript config through ts-node, which our ESM tsconfig trips up; tsx compiles
// the shared factory on the fly instead.
require('tsx/cjs');
const path = require('node:path');
const { createWebpackConfig } = require('@mwangaza/webpack-config');
const { site } = require('@mwangaza/shared/site');
const federation = require('./module-federation.config.ts').default;

/** Where react-intl finds its own FormatJS packages (npm nests them: other tools need other versions). */
const reactIntlDir = path.dirname(require.resolve('react-intl'));
const formatjs = (request) => require.resolve(request, { paths: [reactIntlDir] });

/**
 * The language catalogs reach the browser parsed (scripts/icu-ast-loader.cjs), so react-intl runs without
 * its ICU parser: about 7 KB gzipped less on every page. react-intl and @formatjs/intl each get a nested copy
 * of intl-messageformat and fast-memoize from npm (the same versions): one copy of each is bundled, and the
 * parser-less parser is react-intl's own version (an ES module, so its helpers are tree-shaken).
 */
function withCompiledMessages(config) {
  config.module.rules.push({
    test: /[\\/]i18n[\\/]messages[\\/][a-z]+\.json$/,
    type: 'javascript/auto',
    use: [require.resolve('./scripts/icu-ast-loader.cjs')],
  });
  config.resolve.alias = {
    ...config.resolve.alias,
    '@formatjs/icu-messageformat-parser$': formatjs('@formatjs/icu-messageformat-parser/no-parser.js'),
    'intl-messageformat$': formatjs('intl-messageformat'),
    '@formatjs/fast-memoize$': formatjs('@formatjs/fast-memoize'),
  };
  return config;
}

const REACT_INTL = /[\\/]node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/;

/**
 * react-intl runs on every page: it stays in the routes' own chunk (the first one the shell loads) rather than
 * in a vendor file of its own (webpack's default for a large library), one request and 0.4 KB gzip less.
 */
function withReactIntlInRoutes(config) {
  config.optimization.splitChunks = {
    cacheGroups: {
      defaultVendors: {
        test: (module) =>
          /[\\/]node_modules[\\/]/.test(module.resource ?? '') && !REACT_INTL.test(module.resource ?? ''),
        priority: -10,
        reuseExistingChunk: true,
      },
    },
  };
  return config;
}

module.exports = (_env, argv) =>
  withReactIntlInRoutes(
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
    ),
  );
