/**
 * Compiles a language catalog (message id → ICU MessageFormat) into the parsed form react-intl formats
 * directly, so the browser ships neither the ICU parser nor the parsing time (webpack.config.js aliases the
 * parser to its parser-less build). A message that does not parse fails the build here too.
 *
 * `?part=home` or `?part=pages` keeps only that part of the catalog (src/i18n/catalog-parts.ts): the home page
 * downloads only its own texts.
 */
// The parser of react-intl's own version (the one the browser's react-intl reads the result with).
const { parse } = require(
  require.resolve('@formatjs/icu-messageformat-parser', {
    paths: [require('node:path').dirname(require.resolve('react-intl'))],
  }),
);
// webpack.config.js has registered tsx, which compiles the TypeScript source on require.
const { CATALOG_PARTS, catalogPart } = require('../src/i18n/catalog-parts.ts');

module.exports = function icuAstLoader(source) {
  let catalog = JSON.parse(source);
  const part = new URLSearchParams(this.resourceQuery).get('part');
  if (part !== null) {
    if (!CATALOG_PARTS.includes(part))
      throw new Error(`${this.resourcePath}: unknown catalog part "${part}"`);
    catalog = catalogPart(catalog, part);
  }
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(
        `${this.resourcePath}: message "${id}" is not valid ICU MessageFormat (${error.message})`,
      );
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};
