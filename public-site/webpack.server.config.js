/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file: webpack-cli loads it with require() */
// The prerenderer the public site's static server uses (see scripts/webpack/create-server-webpack-config.ts).
require('tsx/cjs');
const { createServerWebpackConfig } = require('../scripts/webpack/create-server-webpack-config.ts');

module.exports = () => createServerWebpackConfig(__dirname, './src/server/render-page.tsx');
