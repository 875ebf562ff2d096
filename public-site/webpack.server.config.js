/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file: webpack-cli loads it with require() */
// The prerenderer the public site's static server uses (see @mwangaza/webpack-config, src/create-server-webpack-config.ts).
require('tsx/cjs');
const { createServerWebpackConfig } = require('@mwangaza/webpack-config/server');

module.exports = () => createServerWebpackConfig(__dirname, './src/server/render-page.tsx');
