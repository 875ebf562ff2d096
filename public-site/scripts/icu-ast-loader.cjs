/**
 * Compiles a language catalog (message id → ICU MessageFormat) into the parsed form react-intl formats
 * directly, so the browser ships neither the ICU parser nor the parsing time (webpack.config.js aliases the
 * parser to its parser-less build). A message that does not parse fails the build here too.
 */
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function icuAstLoader(source) {
  const catalog = JSON.parse(source);
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
