import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../../config';

export interface MailMessage {
  subject: string;
  text: string;
  replyTo?: string;
}

export type MailOutcome = { mode: 'smtp' } | { mode: 'logged'; note: string };

export const DEMO_NOTE = 'Demo mode: no SMTP server configured, so the message was written to the server log instead';

/** Sends to the consultancy's inbox (CONTACT_TO) over SMTP_URL; in demo mode without SMTP it logs instead. */
export class Mailer {
  private transport: Transporter | undefined;

  constructor(
    private readonly config: AppConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  get usesSmtp(): boolean {
    return this.config.smtpUrl !== undefined;
  }

  async send(message: MailMessage): Promise<MailOutcome> {
    const subject = message.subject.replace(/[\r\n]+/g, ' ');
    if (!this.config.smtpUrl) {
      if (!this.config.demoMode) throw new Error('E-mail delivery is not configured (SMTP_URL is not set)');
      this.log.info({ mail: { to: this.config.contactTo, subject, text: message.text } }, 'e-mail logged (demo mode, no SMTP_URL)');
      return { mode: 'logged', note: DEMO_NOTE };
    }
    this.transport ??= createTransport({
      url: this.config.smtpUrl,
      connectionTimeout: this.config.smtpTimeoutMs,
      greetingTimeout: this.config.smtpTimeoutMs,
      socketTimeout: this.config.smtpTimeoutMs,
    });
    await this.transport.sendMail({
      from: this.config.mailFrom,
      to: this.config.contactTo,
      replyTo: message.replyTo,
      subject,
      text: message.text,
    });
    return { mode: 'smtp' };
  }

  close(): void {
    this.transport?.close();
  }
}
