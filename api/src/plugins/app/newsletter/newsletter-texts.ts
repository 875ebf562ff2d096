import type { NewsletterLocale } from '@mwangaza/shared/schemas';

/**
 * Every word the newsletter's e-mails say, as a catalog per language: one message per id, `{name}`
 * placeholders. English is the source; a message missing in a language reads English.
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
  sw: {
    'confirm.subject': 'Thibitisha usajili wako wa Insights za Mwangaza Analytics',
    'confirm.body':
      'Habari,\n\nTafadhali thibitisha kwamba ungependa kupokea makala mpya za Insights kutoka Mwangaza Analytics kwa anwani hii:\n\n{link}\n\nKiungo hiki kinatumika mara moja tu, ndani ya saa {hours}. Ikiwa hukuomba usajili huu, puuza barua pepe hii: hutatumiwa chochote.\n\nMwangaza Analytics, Nairobi',
    'insight.body':
      '{title}\n\n{summary}\n\nSoma makala kamili: {link}\n\nUnapokea barua pepe hii kwa sababu ulijisajili kupokea Insights za Mwangaza Analytics ({topics}). Jiondoe kwa kubofya mara moja: {unsubscribe}\n\nMwangaza Analytics, Nairobi',
    'insight.topicsAll': 'kila makala mpya',
    'insight.topicsSome': 'makala kuhusu huduma ulizochagua',
  },
  fr: {
    'confirm.subject': 'Confirmez votre abonnement aux Insights de Mwangaza Analytics',
    'confirm.body':
      'Bonjour,\n\nMerci de confirmer que vous souhaitez recevoir les nouveaux articles Insights de Mwangaza Analytics à cette adresse :\n\n{link}\n\nCe lien ne fonctionne qu’une fois, pendant {hours} heures. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : vous ne recevrez rien.\n\nMwangaza Analytics, Nairobi',
    'insight.body':
      '{title}\n\n{summary}\n\nLire l’article : {link}\n\nVous recevez ce message car vous êtes abonné(e) aux Insights de Mwangaza Analytics ({topics}). Pour vous désabonner, un clic suffit : {unsubscribe}\n\nMwangaza Analytics, Nairobi',
    'insight.topicsAll': 'tous les nouveaux articles',
    'insight.topicsSome': 'les articles sur les services que vous avez choisis',
  },
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
