import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_INFO, type Locale } from '@mwangaza/shared/i18n';
import { site } from '@mwangaza/shared/site';
import { CATALOGS, type MessageId } from './catalogs';

export type { MessageId };

/**
 * Named formats a message may use: `{receivedAt, date, nairobi}` is a date and time on the office's clock
 * (East Africa Time), written the way the message's language writes dates.
 */
export const MESSAGE_FORMATS = {
  date: {
    nairobi: { dateStyle: 'long', timeStyle: 'short', timeZone: site.timeZone.id },
  },
} as const satisfies { date: Record<string, Intl.DateTimeFormatOptions> };

export type MessageValues = Record<string, string | number | Date>;

const compiled = new Map<string, IntlMessageFormat>();

/** The message in the language (English when a catalog lacks it, which the catalog check refuses). */
export function formatMessage(locale: Locale, id: MessageId, values: MessageValues = {}): string {
  const key = `${locale}\n${id}`;
  let message = compiled.get(key);
  if (!message) {
    const source = CATALOGS[locale][id] ?? CATALOGS.en[id]!;
    message = new IntlMessageFormat(source, LOCALE_INFO[locale].intl, MESSAGE_FORMATS);
    compiled.set(key, message);
  }
  return String(message.format(values));
}

/** The formatter of one language, for a text written from several messages. */
export const messagesIn =
  (locale: Locale) =>
  (id: MessageId, values?: MessageValues): string =>
    formatMessage(locale, id, values);
