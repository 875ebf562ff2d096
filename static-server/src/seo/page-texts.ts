import type { Locale } from '@mwangaza/shared/i18n';
import en from '@mwangaza/shared/i18n/messages/en.json';
import fr from '@mwangaza/shared/i18n/messages/fr.json';
import sw from '@mwangaza/shared/i18n/messages/sw.json';

export type MessageId = keyof typeof en;

const CATALOGS: Record<Locale, Record<MessageId, string>> = { en, sw, fr };

/**
 * A text of the public site's catalogs, as its pages show it: the head says what the page's own title and
 * description say (only plain messages are read here; the catalog check keeps every language complete).
 */
export function pageText(locale: Locale, id: MessageId): string {
  return CATALOGS[locale][id];
}
