import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import mongoose, { type QueryFilter } from 'mongoose';
import {
  NEWSLETTER_CONSENT,
  type SubscribeBody,
  type SubscriberExportQuery,
  type SubscriberList,
  type SubscriberListQuery,
} from '@mwangaza/shared/schemas';
import { newId } from '../../../lib/ids';
import { pageRequest, pagination } from '../../../lib/pagination';
import { escapeRegExp } from '../../../lib/search';
import type { OutboxMessageModel } from '../../../models/outbox-message.model';
import { toSubscriber, type SubscriberDoc, type SubscriberModel } from '../../../models/subscriber.model';
import type { CounterStore } from '../client-limits/counter-store';
import type { OutboxService } from '../outbox/outbox-service';
import { localePath } from '@mwangaza/shared/i18n';
import { newsletterText } from './newsletter-texts';

export interface SubscriberOptions {
  /** The site's origin (the shell serves the public pages and proxies /api): links in e-mails. */
  origin: string;
  confirmTtlMs: number;
  /** Keys for the unsubscribe links' signatures: the first signs, every one verifies (key rotation). */
  keys: readonly string[];
}

const ONE_HOUR = 3_600_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The outcome of a confirmation or unsubscribe link. */
export class LinkError extends Error {}

/**
 * Newsletter subscriptions: double opt-in (a single-use, expiring link whose token is stored hashed), one
 * confirmation e-mail per address per hour, consent kept as evidence, one-click unsubscribe by a signed
 * link that never expires, bounces. Nothing here tells a caller whether an address subscribes.
 */
export class SubscriberService {
  constructor(
    private readonly model: SubscriberModel,
    private readonly outboxModel: OutboxMessageModel,
    private readonly outbox: OutboxService,
    private readonly counters: CounterStore,
    private readonly clock: () => number,
    private readonly options: SubscriberOptions,
  ) {}

  /**
   * Records the request and, when the address is not confirmed yet and had no confirmation e-mail in the
   * last hour, sends one. The caller answers the same whatever happened here.
   */
  async subscribe(body: SubscribeBody): Promise<void> {
    const email = body.email.trim().toLowerCase();
    const now = new Date(this.clock());
    const locale = body.locale ?? 'en';
    const consent = {
      at: now,
      textVersion: NEWSLETTER_CONSENT.version,
      text: NEWSLETTER_CONSENT.text[locale],
      page: body.page,
      locale,
      form: body.form,
    };
    const existing = await this.model.findOne({ email }).lean<SubscriberDoc>().exec();
    if (existing?.status === 'confirmed') return;
    // One confirmation e-mail per address per hour, however many requests and from however many clients.
    const { count } = await this.counters.hit(`newsletter-confirmation:${sha256(email)}`, ONE_HOUR);
    if (count > 1) return;
    const token = randomBytes(24).toString('base64url');
    const fields = {
      status: 'pending' as const,
      locale,
      topics: body.topics ?? [],
      confirmTokenHash: sha256(token),
      confirmExpiresAt: new Date(now.getTime() + this.options.confirmTtlMs),
    };
    const doc = await this.model
      .findOneAndUpdate(
        { email, status: mongoose.trusted({ $ne: 'confirmed' }) },
        {
          // The latest request's source: an earlier visit's is not credited with this subscription.
          $set: body.source ? { ...fields, source: body.source } : fields,
          ...(body.source ? {} : { $unset: { source: 1 } }),
          $push: { consents: consent },
          $setOnInsert: { id: newId(10) },
        },
        { upsert: true, returnDocument: 'after' },
      )
      .lean<SubscriberDoc>()
      .exec()
      .catch((error: { code?: number }) => {
        if (error.code === 11000) return null; // confirmed in between: nothing to send
        throw error;
      });
    if (!doc) return;
    const link = `${this.options.origin}${localePath('/newsletter/confirm', locale)}?token=${token}`;
    const hours = Math.round(this.options.confirmTtlMs / ONE_HOUR);
    await this.outbox.enqueue({
      kind: 'newsletter-confirmation',
      to: email,
      subject: newsletterText(locale, 'confirm.subject'),
      text: newsletterText(locale, 'confirm.body', { link, hours }),
      links: [link],
      about: { type: 'subscriber', id: doc.id },
    });
  }

  /** Confirms the subscription the link's token names (once, before it expires). */
  async confirm(token: string): Promise<SubscriberDoc> {
    const now = new Date(this.clock());
    const doc = await this.model
      .findOneAndUpdate(
        {
          confirmTokenHash: sha256(token),
          status: 'pending',
          confirmExpiresAt: mongoose.trusted({ $gt: now }),
        },
        {
          $set: { status: 'confirmed', confirmedAt: now },
          $unset: { confirmTokenHash: 1, confirmExpiresAt: 1 },
        },
        { returnDocument: 'after' },
      )
      .lean<SubscriberDoc>()
      .exec();
    if (!doc) throw new LinkError('This confirmation link has expired or has already been used.');
    return doc;
  }

  /** The signed token of a subscriber's unsubscribe links: the same in every newsletter they receive. */
  unsubscribeToken(id: string): string {
    return `${id}.${this.signature(id, this.options.keys[0]!)}`;
  }

  private signature(id: string, key: string): string {
    return createHmac('sha256', `newsletter-unsubscribe:${key}`).update(id).digest('base64url').slice(0, 32);
  }

  private async byUnsubscribeToken(token: string): Promise<SubscriberDoc> {
    const [id = '', signature = ''] = token.split('.');
    const valid = this.options.keys.some((key) => {
      const expected = Buffer.from(this.signature(id, key));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    const doc = valid ? await this.model.findOne({ id }).lean<SubscriberDoc>().exec() : null;
    if (!doc)
      throw new LinkError('This unsubscribe link is not valid. The subscription may have been deleted.');
    return doc;
  }

  /** What the unsubscribe page shows before its button is pressed. */
  async describe(token: string): Promise<{ email: string; subscribed: boolean }> {
    const doc = await this.byUnsubscribeToken(token);
    return { email: doc.email, subscribed: doc.status === 'confirmed' || doc.status === 'pending' };
  }

  /** Unsubscribes at once (the page's button, a mail client's one-click POST): no newsletter waits for them. */
  async unsubscribe(token: string): Promise<SubscriberDoc> {
    const doc = await this.byUnsubscribeToken(token);
    if (doc.status === 'confirmed' || doc.status === 'pending') {
      await this.model
        .updateOne(
          { id: doc.id },
          {
            $set: { status: 'unsubscribed', unsubscribedAt: new Date(this.clock()) },
            $unset: { confirmTokenHash: 1, confirmExpiresAt: 1 },
          },
        )
        .exec();
    }
    await this.dropWaiting(doc.email, 'Unsubscribed before it was sent');
    return doc;
  }

  /** A permanent refusal (5xx) of a newsletter or confirmation: nothing more is sent to the address. */
  async markBounced(email: string, reason: string): Promise<void> {
    await this.model
      .updateOne(
        { email, status: mongoose.trusted({ $in: ['pending', 'confirmed'] }) },
        {
          $set: { status: 'bounced', bouncedAt: new Date(this.clock()), bounceReason: reason.slice(0, 300) },
        },
      )
      .exec();
    await this.dropWaiting(email, 'The address refused an earlier e-mail');
  }

  /** Newsletters to the address still waiting in the outbox: given up, their bodies removed. */
  private async dropWaiting(email: string, why: string): Promise<void> {
    await this.outboxModel
      .updateMany(
        { to: email, kind: 'newsletter', state: 'pending', claim: mongoose.trusted({ $exists: false }) },
        { $set: { state: 'failed', lastError: why }, $unset: { body: 1, nextAttemptAt: 1 } },
      )
      .exec();
  }

  private filter(query: SubscriberExportQuery): QueryFilter<SubscriberDoc> {
    const filter: QueryFilter<SubscriberDoc> = {};
    if (query.q?.trim()) filter.email = new RegExp(escapeRegExp(query.q.trim().toLowerCase()), 'i');
    return filter;
  }

  async list(query: SubscriberListQuery): Promise<SubscriberList> {
    const page = pageRequest(query);
    const searched = this.filter(query);
    const filter = query.status ? { ...searched, status: query.status } : searched;
    const [docs, total, counts] = await Promise.all([
      this.model
        .find(filter)
        .sort({ createdAt: -1, id: 1 })
        .skip(page.skip)
        .limit(page.limit)
        .lean<SubscriberDoc[]>()
        .exec(),
      this.model.countDocuments(filter).exec(),
      this.model
        .aggregate<{ _id: string; n: number }>([
          { $match: searched },
          { $group: { _id: '$status', n: { $sum: 1 } } },
        ])
        .exec(),
    ]);
    return {
      subscribers: docs.map(toSubscriber),
      pagination: pagination(page, total),
      counts: Object.fromEntries(counts.map((row) => [row._id, row.n])),
    };
  }

  /** The list's rows as CSV (every cell quoted; formulas defused with an apostrophe). */
  exportCsv(query: SubscriberExportQuery): Readable {
    const filter = query.status ? { ...this.filter(query), status: query.status } : this.filter(query);
    const csv = stringify({
      header: true,
      columns: [
        'Email',
        'Status',
        'Language',
        'Topics',
        'Source',
        'Subscribed',
        'Confirmed',
        'Unsubscribed',
        'Bounced',
        'Consent version',
      ],
      bom: true,
      quoted: true,
      escape_formulas: true,
      record_delimiter: 'windows',
    });
    const iso = (date?: Date) => date?.toISOString() ?? '';
    void (async () => {
      try {
        for await (const doc of this.model
          .find(filter)
          .sort({ createdAt: -1, id: 1 })
          .lean<SubscriberDoc[]>()
          .cursor()) {
          const consent = doc.consents.at(-1);
          const row = [
            doc.email,
            doc.status,
            doc.locale,
            doc.topics.join('; '),
            consent ? `${consent.form} ${consent.page}` : '',
            iso(doc.createdAt),
            iso(doc.confirmedAt),
            iso(doc.unsubscribedAt),
            iso(doc.bouncedAt),
            consent?.textVersion ?? '',
          ];
          if (!csv.write(row)) await new Promise((resolve) => csv.once('drain', resolve));
        }
        csv.end();
      } catch (error) {
        csv.destroy(error as Error);
      }
    })();
    return csv;
  }

  async remove(id: string): Promise<SubscriberDoc | null> {
    const doc = await this.model.findOneAndDelete({ id }).lean<SubscriberDoc>().exec();
    if (doc) await this.dropWaiting(doc.email, 'The subscriber was deleted');
    return doc;
  }
}
