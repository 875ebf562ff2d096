import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, type Locale } from '@mwangaza/shared/i18n';

/** One thing wrong in a catalog, said so a translator can find and fix it. */
export interface CatalogProblem {
  locale: Locale;
  id: string;
  problem: string;
}

/** Every argument a message names (`{name}`, `{n, plural, ...}`, `{d, date, long}`), with its kind. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(`${element.value} (${TYPE[element.type]})`);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return found;
}

function parsed(message: string): { elements?: MessageFormatElement[]; error?: string } {
  try {
    return { elements: parse(message, { requiresOtherClause: true }) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Checks catalogs against the English one: each language has every English message and no other, each
 * message is valid ICU MessageFormat, and each names the same placeholders (same names, same kinds) as
 * English. An empty list means they are fine.
 */
export function checkCatalogs(catalogs: Record<Locale, Record<string, unknown>>): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const english = catalogs.en;
  const englishPlaceholders = new Map<string, Set<string>>();
  for (const [id, message] of Object.entries(english)) {
    const { elements, error } = parsed(String(message));
    if (error) problems.push({ locale: 'en', id, problem: `ICU syntax error: ${error}` });
    englishPlaceholders.set(id, placeholders(elements ?? []));
  }
  for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
    const catalog = catalogs[locale];
    for (const id of Object.keys(english)) {
      const message = catalog[id];
      if (typeof message !== 'string' || !message.trim()) {
        problems.push({ locale, id, problem: 'missing message' });
        continue;
      }
      const { elements, error } = parsed(message);
      if (error) {
        problems.push({ locale, id, problem: `ICU syntax error: ${error}` });
        continue;
      }
      const expected = [...englishPlaceholders.get(id)!].sort().join(', ') || 'none';
      const actual = [...placeholders(elements!)].sort().join(', ') || 'none';
      if (expected !== actual)
        problems.push({ locale, id, problem: `placeholders ${actual} differ from English: ${expected}` });
    }
    for (const id of Object.keys(catalog))
      if (!(id in english)) problems.push({ locale, id, problem: 'not in the English catalog' });
  }
  return problems;
}

export const describeProblems = (problems: CatalogProblem[]) =>
  problems.map(({ locale, id, problem }) => `${locale}: ${id}: ${problem}`).join('\n');
