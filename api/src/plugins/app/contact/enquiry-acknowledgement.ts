import { DAYS_OF_WEEK, formatTime, isClosed, type SiteSettings } from '@mwangaza/shared/schemas';
import { LOCALE_INFO, localePath, type Locale } from '@mwangaza/shared/i18n';
import { site } from '@mwangaza/shared/site';
import { messagesIn } from '../../../i18n/messages';
import { htmlFromText } from '../outbox/html-mail';
import type { EnqueueInput } from '../outbox/outbox-service';
import { plainName } from '../outbox/untrusted-text';
import type { EnquiryFields } from './enquiry-notification';

export const ACKNOWLEDGEMENT_KIND = 'enquiry-acknowledgement';

type OpeningHours = SiteSettings['businessHours'][number];

/** A Monday in UTC: the weekdays' names are read off the week that starts with it. */
const MONDAY = Date.UTC(2024, 0, 1);

/**
 * A row's days in the language. English keeps the words staff saved ("Monday - Friday"), as the contact page
 * shows them; another language names the row's days itself: a run of three or more as "lundi – vendredi",
 * others as a list ("Jumamosi na Jumapili").
 */
function daysText(row: OpeningHours, locale: Locale): string {
  if (locale === 'en') return row.days;
  const intl = LOCALE_INFO[locale].intl;
  const weekday = new Intl.DateTimeFormat(intl, { weekday: 'long', timeZone: 'UTC' });
  const indexes = row.dayOfWeek.map((day) => DAYS_OF_WEEK.indexOf(day)).sort((a, b) => a - b);
  const names = indexes.map((index) => weekday.format(new Date(MONDAY + index * 86_400_000)));
  const consecutive = indexes.every((day, i) => i === 0 || day === indexes[i - 1]! + 1);
  if (consecutive && names.length >= 3) return `${names[0]} – ${names.at(-1)}`;
  return new Intl.ListFormat(intl, { type: 'conjunction' }).format(names);
}

/** "08:00" in the language's way of writing a time (English as the site shows it: "8:00 AM"). */
function timeText(time: string, locale: Locale): string {
  if (locale === 'en') return formatTime(time);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(Date.UTC(2024, 0, 1, hours, minutes));
}

/**
 * The visitor's receipt, in the language of the page they sent the enquiry from (catalogs in src/i18n): that
 * we have the enquiry, when it came, when we work (in Nairobi time, and saying so) and who will answer. Anyone
 * can type any address into the form, so it carries nothing the visitor wrote but a plain name (or none):
 * never their project, company or other words, which could make it say anything to anyone. It tells a
 * reader who sent nothing what that means. Replies go to the consultancy's inbox, never to the no-reply
 * sender. The phone, address and hours are the site settings staff saved, as the contact page shows them.
 */
export function enquiryAcknowledgement(
  enquiry: Pick<EnquiryFields, 'id' | 'name' | 'email' | 'createdAt'> & { locale?: Locale },
  {
    replyTo,
    retentionMonths,
    settings,
  }: { replyTo: string; retentionMonths: number; settings: SiteSettings },
): EnqueueInput {
  const locale = enquiry.locale ?? 'en';
  const t = messagesIn(locale);
  const { contact } = settings;
  const company = site.name;
  const hours = settings.businessHours.map((row) => {
    const days = daysText(row, locale);
    return `  ${
      isClosed(row)
        ? t('acknowledgement.hoursClosed', { days })
        : t('acknowledgement.hoursOpen', {
            days,
            opens: timeText(row.opens, locale),
            closes: timeText(row.closes, locale),
          })
    }`;
  });
  const privacyUrl = `${site.url}${localePath('/privacy', locale)}`;
  const name = plainName(enquiry.name);
  const subject = t('acknowledgement.subject', { company });
  const text = [
    name ? t('acknowledgement.greeting', { name }) : t('acknowledgement.greetingWithoutName'),
    '',
    t('acknowledgement.received', {
      company,
      receivedAt: enquiry.createdAt,
      email: contact.email,
      reference: enquiry.id,
    }),
    '',
    t('acknowledgement.hoursHeading'),
    ...hours,
    '',
    t('acknowledgement.urgent', { phone: contact.phone }),
    '',
    t('acknowledgement.notYou'),
    '',
    t('acknowledgement.retention', { months: retentionMonths, privacyUrl }),
    '',
    t('acknowledgement.signature', { company }),
  ].join('\n');
  return {
    kind: ACKNOWLEDGEMENT_KIND,
    to: enquiry.email,
    replyTo,
    about: { type: 'enquiry', id: enquiry.id },
    subject,
    links: [privacyUrl],
    text,
    // Written here rather than at sending, so the page says which language it is in (<html lang>).
    html: htmlFromText(text, subject, [privacyUrl], contact, LOCALE_INFO[locale].tag),
  };
}
