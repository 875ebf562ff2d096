import formatjs from 'eslint-plugin-formatjs';

const base = formatjs.rules['no-literal-string-in-jsx'];

/** Text a reader reads: at least one letter (a space, a comma or an arrow between two messages is layout). */
function hasWords(node) {
  const text =
    node.type === 'TemplateLiteral'
      ? node.quasis.map((quasi) => quasi.value.cooked ?? '').join('')
      : String(node.value ?? '');
  return /\p{L}/u.test(text);
}

/**
 * FormatJS's `no-literal-string-in-jsx`, without the literals that hold no words: the public site's
 * separators and glue (`{' '}`, `', '`) are not texts to translate, and reporting them would teach people
 * to silence the rule.
 */
export const noLiteralText = {
  meta: { ...base.meta, docs: { ...base.meta.docs, description: 'No untranslated words in JSX' } },
  create(context) {
    const filtered = Object.create(context, {
      report: { value: (descriptor) => (hasWords(descriptor.node) ? context.report(descriptor) : undefined) },
    });
    return base.create(filtered);
  },
};
