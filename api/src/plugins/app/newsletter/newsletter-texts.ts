import type { NewsletterLocale } from '@mwangaza/shared/schemas';

/**
 * Every word the newsletter's e-mails say, as a catalog: one message per id, `{name}` placeholders. English
 * only for now; a language without its own catalog reads English (the e-mails' catalogs in Kiswahili and
 * French take these ids).
 */
const EN = {
  'confirm.subject': 'Confirm your subscription to Mwangaza Analytics Insights',
  'confirm.body':
    'Hello,\n\nPlease confirm that you want to receive new Insights from Mwangaza Analytics at this address:\n\n{link}\n\nThe link works once, for {hours} hours. If you did not ask for this, ignore this e-mail: nothing will be sent to you.\n\nMwangaza Analytics, Nairobi',
  'insight.subject': '{title}',
  'insight.body':
    '{title}\n\n{summary}\n\nRead the article: {link}\n\nYou receive this because you subscribed to Mwangaza Analytics Insights ({topics}). Unsubscribe with one click: {unsubscribe}\n\nMwangaza Analytics, Nairobi',
  'insight.topicsAll': 'every new insight',
  'insight.topicsSome': 'insights on the services you chose',
} as const;

export type NewsletterTextId = keyof typeof EN;

const CATALOGS: Record<NewsletterLocale, Partial<Record<NewsletterTextId, string>>> = {
  en: EN,
  sw: {},
  fr: {},
};

/** The message `id` in `locale` (English where that language has none), its placeholders filled. */
export function newsletterText(
  locale: NewsletterLocale,
  id: NewsletterTextId,
  values: Record<string, string | number> = {},
): string {
  const message = CATALOGS[locale][id] ?? EN[id];
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
