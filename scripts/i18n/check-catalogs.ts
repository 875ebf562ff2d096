/**
 * The language catalogs' check, run before every build of the public site (and by CI through it):
 *
 *   npx tsx scripts/i18n/check-catalogs.ts
 *
 * Fails (exit 1, one line per problem) when a language lacks a message English has, has one English does
 * not, a message is not valid ICU MessageFormat, or its placeholders differ from the English message's
 * (a `{name}` missing or added, or a number where English has plain text).
 */
import fs from 'node:fs';
import path from 'node:path';
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALES } from '@mwangaza/shared/i18n';

export type Catalog = Record<string, string>;

const KIND: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'text',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** Every placeholder of a message, `name:kind`, sorted (options of plurals and selects looked into). */
export function placeholdersOf(elements: MessageFormatElement[]): string[] {
  const found = new Set<string>();
  const walk = (list: MessageFormatElement[]) => {
    for (const element of list) {
      const kind = KIND[element.type];
      if (kind && 'value' in element) found.add(`${element.value}:${kind}`);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(elements);
  return [...found].sort();
}

function parsed(message: string): MessageFormatElement[] | string {
  try {
    return parse(message, { requiresOtherClause: true });
  } catch (error) {
    return (error as Error).message;
  }
}

/** What is wrong with the catalogs, one sentence each; empty when every language is complete and sound. */
export function checkCatalogs(catalogs: Record<string, Catalog>, source = DEFAULT_LOCALE): string[] {
  const problems: string[] = [];
  const english = catalogs[source] ?? {};
  for (const [locale, catalog] of Object.entries(catalogs)) {
    for (const id of Object.keys(english))
      if (!(id in catalog)) problems.push(`${locale}: message "${id}" is missing`);
    for (const [id, message] of Object.entries(catalog)) {
      if (!(id in english)) {
        problems.push(`${locale}: message "${id}" is not in the ${source} catalog`);
        continue;
      }
      const elements = parsed(message);
      if (typeof elements === 'string') {
        problems.push(`${locale}: message "${id}" is not valid ICU MessageFormat (${elements})`);
        continue;
      }
      const expected = parsed(english[id]!);
      if (locale === source || typeof expected === 'string') continue;
      const mine = placeholdersOf(elements).join(', ');
      const theirs = placeholdersOf(expected).join(', ');
      if (mine !== theirs)
        problems.push(
          `${locale}: message "${id}" has placeholders [${mine}] where ${source} has [${theirs}]`,
        );
    }
  }
  return problems;
}

export const CATALOG_DIR = path.resolve(__dirname, '../../shared/src/i18n/messages');

export function readCatalogs(dir = CATALOG_DIR): Record<string, Catalog> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Catalog,
    ]),
  );
}

if (require.main === module) {
  const problems = checkCatalogs(readCatalogs());
  if (problems.length > 0) {
    console.error(`Language catalogs (${CATALOG_DIR}):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`Language catalogs: ${LOCALES.join(', ')} complete and valid.`);
  }
}
