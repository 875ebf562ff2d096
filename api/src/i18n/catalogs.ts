import type { Locale } from '@mwangaza/shared/i18n';
import en from './catalogs/en.json';
import fr from './catalogs/fr.json';
import sw from './catalogs/sw.json';

/**
 * The API's own texts for people outside the team (the visitor's acknowledgement e-mail): one ICU
 * MessageFormat catalog per language. English is the source; every other catalog has the same messages with
 * the same placeholders (check-catalogs.ts, run by the tests and the build). docs/translating.md says how to
 * translate them.
 */
export type MessageId = keyof typeof en;

export const CATALOGS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en, sw, fr };
