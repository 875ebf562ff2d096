import type { FastifyBaseLogger } from 'fastify';
import mongoose from 'mongoose';
import type { NewsletterLocale, NewsletterSend } from '@mwangaza/shared/schemas';
import { HttpError } from '../../../lib/http-error';
import type { NewsletterSendModel, SubscriberDoc, SubscriberModel } from '../../../models/subscriber.model';
import type { OutboxMessageModel } from '../../../models/outbox-message.model';
import type { ContentItem } from '../content/content-types';
import type { EnqueueInput, OutboxService } from '../outbox/outbox-service';
import { localePath } from '@mwangaza/shared/i18n';
import { newsletterText } from './newsletter-texts';
import type { SubscriberService } from './subscriber-service';

/** Subscribers written to the outbox per step: one query for those already queued, one insert. */
const CHUNK = 500;

export interface SenderOptions {
  origin: string;
  /** The Message-ID's domain (MAIL_FROM's). */
  domain: string;
  /** The List-Unsubscribe mailto address (the consultancy's inbox: staff unsubscribe those by hand). */
  mailto: string;
}

/**
 * Sends a published insight to its subscribers, once: the send is recorded first (one per insight), then
 * one outbox message per subscriber with the idempotency key (insight, subscriber), written in chunks in
 * subscriber id order. A crash while queueing leaves the send `queuing`; the next start queues again and
 * the keys let only the missing messages in. Delivery is the outbox's (leases, MAIL_CONCURRENCY, the rate).
 */
export class NewsletterSender {
  private queuing = new Map<string, Promise<void>>();

  constructor(
    private readonly sends: NewsletterSendModel,
    private readonly subscribers: SubscriberModel,
    private readonly outboxModel: OutboxMessageModel,
    private readonly outbox: OutboxService,
    private readonly service: SubscriberService,
    private readonly readInsight: (id: string) => Promise<ContentItem>,
    private readonly clock: () => number,
    private readonly log: FastifyBaseLogger,
    private readonly options: SenderOptions,
  ) {}

  /** Starts the send of a published insight (409 if it was sent before); queueing goes on in the background. */
  async start(insightId: string, by: string): Promise<NewsletterSend> {
    const insight = await this.readInsight(insightId).catch(() => {
      throw new HttpError(409, 'Only a published insight can be sent to subscribers.');
    });
    try {
      await this.sends.create({ _id: insight.id, startedAt: new Date(this.clock()), by, state: 'queuing' });
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      const earlier = await this.progress(insight.id);
      throw new HttpError(
        409,
        `This insight was already sent to subscribers on ${earlier?.startedAt.slice(0, 10)}.`,
      );
    }
    this.queue(insight.id);
    return (await this.progress(insight.id))!;
  }

  /** Sends whose queueing an earlier process did not finish: queued again (at start). */
  async resume(): Promise<void> {
    const unfinished = await this.sends.find({ state: 'queuing' }).lean().exec();
    for (const send of unfinished) this.queue(send._id);
  }

  /** Waits for the queueing in progress (tests, shutdown). */
  async settle(): Promise<void> {
    await Promise.allSettled(this.queuing.values());
  }

  private queue(insightId: string): void {
    if (this.queuing.has(insightId)) return;
    const run = this.queueAll(insightId)
      .catch((error: unknown) => this.log.error({ err: error, insightId }, 'newsletter queueing failed'))
      .finally(() => this.queuing.delete(insightId));
    this.queuing.set(insightId, run);
  }

  private async queueAll(insightId: string): Promise<void> {
    const insight = await this.readInsight(insightId);
    const services = (insight.relatedServices as string[] | undefined) ?? [];
    // Topic subscribers get the insights about their services; every subscriber gets the rest.
    const audience = services.length
      ? { $or: [{ topics: mongoose.trusted({ $size: 0 }) }, { topics: mongoose.trusted({ $in: services }) }] }
      : {};
    let after = '';
    for (;;) {
      const batch = await this.subscribers
        .find({ status: 'confirmed', id: mongoose.trusted({ $gt: after }), ...audience })
        .sort({ id: 1 })
        .limit(CHUNK)
        .lean<SubscriberDoc[]>()
        .exec();
      if (!batch.length) break;
      await this.outbox.enqueueMany(batch.map((subscriber) => this.message(insight, subscriber)));
      after = batch.at(-1)!.id;
    }
    const recipients = await this.outboxModel.countDocuments({
      'about.type': 'newsletter',
      'about.id': insightId,
    });
    await this.sends.updateOne({ _id: insightId }, { $set: { state: 'queued', recipients } }).exec();
    // Drained now, batch after batch, rather than one batch per MAIL_RETRY_INTERVAL_MS.
    this.outbox.kick();
  }

  /**
   * One subscriber's message: the insight's summary and a link to the article (not the whole article: its
   * Markdown, images and charts read far better on the site than in mail clients, and the visit is credited
   * to the newsletter), in their language where the insight exists in it.
   */
  private message(insight: ContentItem, subscriber: SubscriberDoc): EnqueueInput & { key: string } {
    const translations = insight.translations as Record<string, Record<string, string>> | undefined;
    const translated = subscriber.locale !== 'en' ? translations?.[subscriber.locale] : undefined;
    const locale: NewsletterLocale = translated?.title && translated.slug ? subscriber.locale : 'en';
    const title = locale === 'en' ? String(insight.title) : translated!.title!;
    const summary =
      locale === 'en' ? String(insight.summary) : (translated!.summary ?? String(insight.summary));
    const slug = locale === 'en' ? String(insight.slug) : translated!.slug!;
    const campaign = encodeURIComponent(String(insight.slug));
    const link = `${this.options.origin}${localePath(`/insights/${slug}`, locale)}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`;
    const token = this.service.unsubscribeToken(subscriber.id);
    // The unsubscribe page in the language the subscriber reads the site in.
    const page = `${this.options.origin}${localePath('/newsletter/unsubscribe', subscriber.locale)}?token=${token}`;
    const oneClick = `${this.options.origin}/api/subscribers/unsubscribe?token=${token}`;
    const topics = newsletterText(
      locale,
      subscriber.topics.length ? 'insight.topicsSome' : 'insight.topicsAll',
    );
    return {
      kind: 'newsletter',
      key: `newsletter:${insight.id}:${subscriber.id}`,
      messageId: `<newsletter.${insight.id}.${subscriber.id}@${this.options.domain}>`,
      to: subscriber.email,
      subject: newsletterText(locale, 'insight.subject', { title }),
      text: newsletterText(locale, 'insight.body', { title, summary, link, topics, unsubscribe: page }),
      links: [link, page],
      headers: {
        'List-Unsubscribe': `<${oneClick}>, <mailto:${this.options.mailto}?subject=unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      about: { type: 'newsletter', id: insight.id },
    };
  }

  /** The send's record and its messages counted by state; null if the insight was never sent. */
  async progress(insightId: string): Promise<NewsletterSend | null> {
    const send = await this.sends.findOne({ _id: insightId }).lean().exec();
    if (!send) return null;
    const rows = await this.outboxModel
      .aggregate<{ _id: string; n: number }>([
        { $match: { 'about.type': 'newsletter', 'about.id': insightId } },
        { $group: { _id: '$state', n: { $sum: 1 } } },
      ])
      .exec();
    const count = (state: string) => rows.find((row) => row._id === state)?.n ?? 0;
    return {
      insight: send._id,
      startedAt: send.startedAt.toISOString(),
      by: send.by,
      state: send.state,
      recipients: send.recipients ?? count('sent') + count('pending') + count('failed'),
      sent: count('sent'),
      pending: count('pending'),
      failed: count('failed'),
    };
  }
}
