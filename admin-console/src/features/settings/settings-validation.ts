import Value from 'typebox/value';
import { LOCALE_NAMES, type TranslatedLocale } from '@mwangaza/shared/collections/fields';
import {
  SiteSettings,
  SiteSettingsTranslations,
  type SiteSettings as Settings,
  type SiteSettingsTranslations as Translations,
} from '@mwangaza/shared/schemas';
import { describePath } from './settings-labels';

type Issue = { instancePath: string; keyword: string; params: Record<string, unknown> };

function sentence(issue: Issue): string {
  const limit = issue.params.limit as number;
  switch (issue.keyword) {
    case 'minLength':
      return 'is required';
    case 'maxLength':
      return `must be at most ${limit} characters`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'minItems':
      return `needs at least ${limit}`;
    case 'maxItems':
      return `takes at most ${limit}`;
    case 'uniqueItems':
      return 'names a day twice';
    default:
      return issue.keyword === 'pattern' && issue.params.pattern === '\\S' ? 'is required' : 'is not valid';
  }
}

/**
 * The settings checked against the shared schema the API validates with: the first problem of each field,
 * by its path ('/counters/0/label'), as "Counter 1, Label must be at most 40 characters".
 */
export function validateSettings(settings: Settings): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of Value.Errors(SiteSettings, settings) as Iterable<Issue>) {
    const path = issue.instancePath;
    errors[path] ??= `${describePath(path)} ${sentence(issue)}`;
  }
  return errors;
}

/**
 * The translations as they are sent (empty texts left out), checked against the same schema: keyed by the
 * form's path ('/translations/sw/hero/title'), as "Kiswahili: Home hero, Title must be at most 80 characters".
 */
export function validateTranslations(translations: Translations): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of Value.Errors(SiteSettingsTranslations, translations) as Iterable<Issue>) {
    const [, locale = '', ...rest] = issue.instancePath.split('/');
    const name = LOCALE_NAMES[locale as TranslatedLocale] ?? locale;
    errors[`/translations${issue.instancePath}`] ??=
      `${name}: ${describePath(`/${rest.join('/')}`)} ${sentence(issue)}`;
  }
  return errors;
}
