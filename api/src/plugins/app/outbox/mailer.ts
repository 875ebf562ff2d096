import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { SiteSettings } from '@mwangaza/shared/schemas';
import type { AppConfig } from '../../../config';
import { htmlFromText } from './html-mail';

export interface MailMessage {
  /** Default: the consultancy's inbox (CONTACT_TO). */
  to?: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The message's own addresses (console, site) that the HTML part makes links; nothing else is linked. */
  links?: readonly string[];
  /** An iCalendar invitation: the text/calendar part calendars act on. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Extra headers (List-Unsubscribe); values never hold a line break. */
  headers?: Record<string, string>;
  messageId?: string;
}

/** The contact facts staff saved in the site settings, for the HTML footer. */
export type MailContact = SiteSettings['contact'];

export type MailOutcome = { mode: 'smtp' } | { mode: 'logged'; note: string };

export const DEMO_NOTE =
  'Demo mode: no SMTP server configured, so the message was written to the server log instead';

/** Sends one message over SMTP_URL (throws on failure); in demo mode without SMTP it logs instead. */
export class Mailer {
  private transport: Transporter | undefined;

  /**
   * `readContact` gives the contact facts staff saved in the site settings (the HTML footer's address) at
   * send time; without it, or when it fails, the footer shows the built-in ones.
   */
  constructor(
    private readonly config: AppConfig,
    private readonly log: FastifyBaseLogger,
    private readonly readContact?: () => Promise<MailContact | undefined>,
  ) {}

  /** The saved contact facts now; undefined (the built-in ones) when there are none or reading fails. */
  contact(): Promise<MailContact | undefined> {
    return this.readContact?.().catch(() => undefined) ?? Promise.resolve(undefined);
  }

  get usesSmtp(): boolean {
    return this.config.smtpUrl !== undefined;
  }

  get defaultTo(): string {
    return this.config.contactTo;
  }

  /**
   * `signal` ends the SMTP exchange (the outbox stopping); the promise then rejects. `contact` gives the HTML
   * footer's contact facts (the outbox reads them once per delivery pass); read now by default.
   */
  async send(
    message: MailMessage,
    signal?: AbortSignal,
    contact: () => Promise<MailContact | undefined> = () => this.contact(),
  ): Promise<MailOutcome> {
    // Header values come from code and visitors alike: a line break must never start a new header.
    const subject = message.subject.replace(/[\r\n]+/g, ' ');
    const to = message.to ?? this.config.contactTo;
    if (!this.config.smtpUrl) {
      if (!this.config.demoMode) throw new Error('E-mail delivery is not configured (SMTP_URL is not set)');
      this.log.info({ mail: { to, subject, text: message.text } }, 'e-mail logged (demo mode, no SMTP_URL)');
      return { mode: 'logged', note: DEMO_NOTE };
    }
    // Pooled: a backlog goes out over a few open connections (one per message sent at once) instead of a
    // new connection, greeting and, with smtps, TLS handshake per message; that is most of a send's time.
    this.transport ??= createTransport({
      url: this.config.smtpUrl,
      pool: true,
      maxConnections: this.config.mailConcurrency,
      connectionTimeout: this.config.smtpTimeoutMs,
      greetingTimeout: this.config.smtpTimeoutMs,
      socketTimeout: this.config.smtpTimeoutMs,
    });
    await this.transport.sendMail({
      from: this.config.mailFrom,
      to,
      replyTo: message.replyTo,
      subject,
      messageId: message.messageId,
      headers: message.headers,
      text: message.text,
      // Every message goes as text and HTML alike (multipart/alternative): clients show the HTML, with our
      // own links to tap; the text stays for those that ask for it.
      html: message.html ?? htmlFromText(message.text, subject, message.links, await contact()),
      ...(message.calendar
        ? {
            icalEvent: {
              method: message.calendar.method,
              filename: 'invitation.ics',
              content: message.calendar.content,
            },
          }
        : {}),
      signal,
    });
    return { mode: 'smtp' };
  }

  close(): void {
    this.transport?.close();
  }
}
