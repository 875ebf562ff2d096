import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import mongoose from 'mongoose';
import {
  CONTENT_WRITER_ROLES,
  ENQUIRY_STAGES,
  type Assignee,
  type ContactBody,
  type Delivery,
  type Enquiry,
  type EnquiryExportQuery,
  type EnquiryListQuery,
  type SpamReason,
  type EnquiryStageCounts,
  type EnquiryUpdateBody,
} from '@mwangaza/shared/schemas';
import { DEFAULT_LOCALE } from '@mwangaza/shared/i18n';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import { newId } from '../../../lib/ids';
import { pageRequest, pagination } from '../../../lib/pagination';
import { toEnquiry, type EnquiryDoc, type EnquiryModel } from '../../../models/enquiry.model';
import type { UserModel } from '../../../models/user.model';
import { toDelivery, type OutboxMessageDoc } from '../../../models/outbox-message.model';
import type { CounterStore } from '../client-limits/counter-store';
import type { OutboxService } from '../outbox/outbox-service';
import type { SiteSettingsService } from '../settings/site-settings-service';
import { enquiryAcknowledgement } from './enquiry-acknowledgement';
import { enquiriesCsv } from './enquiry-csv';
import { enquiryFilter } from './enquiry-filter';
import { NOTIFICATION_KIND, enquiryNotification } from './enquiry-notification';

export interface EnquiryOptions {
  /** The console's address, for the link in the team's notification. */
  consoleUrl: string;
  /** The consultancy's inbox: where the visitor's replies to the acknowledgement go. */
  inbox: string;
  minFillMs: number;
  ackMaxPerAddress: number;
  ackWindowMs: number;
  retentionMonths: number;
}

/** Shown for an enquiry that has no notification in the outbox (e.g. written to the database by hand). */
const NO_NOTIFICATION: Delivery = {
  state: 'failed',
  attempts: 0,
  lastError: 'No notification was queued for this enquiry',
};

/**
 * Stores enquiries, e-mails each to the consultancy's inbox and a receipt to the visitor through the outbox,
 * and holds suspected spam apart.
 */
export class EnquiryService {
  constructor(
    private readonly model: EnquiryModel,
    private readonly users: UserModel,
    private readonly outbox: OutboxService,
    private readonly siteSettings: SiteSettingsService,
    private readonly counters: CounterStore,
    private readonly options: EnquiryOptions,
    private readonly clock: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Why an enquiry looks sent by a bot: a filled honeypot, or a form sent faster than a person types. */
  private spamReason(body: ContactBody): SpamReason | undefined {
    if (body.website?.trim()) return 'honeypot';
    if (body.fillTimeMs !== undefined && body.fillTimeMs < this.options.minFillMs) return 'too-fast';
    return undefined;
  }

  /**
   * Returns the new id. Suspected spam gets the same answer (so bots learn nothing) and is stored for the
   * Spam tab, but no e-mail goes out for it: not to the team, and never to an address a bot typed.
   */
  async submit(body: ContactBody): Promise<string> {
    const spamReason = this.spamReason(body);
    const enquiry = {
      id: newId(),
      name: body.name.trim(),
      email: body.email.trim(),
      company: body.company?.trim() ?? '',
      project: body.project.trim(),
      challenge: body.challenge?.trim() ?? '',
      success: body.success?.trim() ?? '',
      contactTime: body.contactTime ?? '',
      stage: 'new' as const,
      assignee: null,
      nextStepAt: null,
      notes: [],
      questionnaire: body.questionnaire ?? null,
      source: body.source ?? null,
      locale: body.locale ?? DEFAULT_LOCALE,
      suspectedSpam: spamReason !== undefined,
      ...(spamReason ? { spamReason } : {}),
      createdAt: new Date(this.clock()),
    };
    if (spamReason) {
      this.log.info({ reason: spamReason }, 'contact form held as suspected spam');
      await this.model.create(enquiry);
      return enquiry.id;
    }
    // The message first: it carries everything the visitor wrote, so even if storing the enquiry then
    // fails, what they sent still reaches the inbox.
    await this.outbox.enqueue(enquiryNotification(enquiry, this.options.consoleUrl));
    await this.model.create(enquiry);
    await this.acknowledge(enquiry);
    return enquiry.id;
  }

  /** The visitor's receipt, at most ackMaxPerAddress per address per window (the form must not flood an inbox). */
  private async acknowledge(enquiry: Parameters<typeof enquiryAcknowledgement>[0]): Promise<void> {
    // A hash: the counters collection needs no one's address in clear.
    const address = createHash('sha256').update(enquiry.email.toLowerCase()).digest('hex').slice(0, 32);
    const { count } = await this.counters.hit(`contact-ack:${address}`, this.options.ackWindowMs);
    if (count > this.options.ackMaxPerAddress) {
      this.log.info('acknowledgement skipped: too many enquiries from this address');
      return;
    }
    const { inbox, retentionMonths } = this.options;
    const { settings } = await this.siteSettings.read();
    await this.outbox.enqueue(enquiryAcknowledgement(enquiry, { replyTo: inbox, retentionMonths, settings }));
  }

  /** Takes an enquiry out of the Spam tab into the pipeline (as new) and sends the notification it never had. */
  async markNotSpam(id: string): Promise<Enquiry> {
    const doc = await this.model
      .findOneAndUpdate(
        { id, suspectedSpam: true },
        { $set: { suspectedSpam: false, stage: 'new' }, $unset: { spamReason: 1 } },
        { returnDocument: 'after' },
      )
      .lean<EnquiryDoc>()
      .exec();
    if (!doc) {
      await this.find(id);
      throw new HttpError(409, 'This enquiry is not marked as spam');
    }
    await this.outbox.enqueue(enquiryNotification(doc, this.options.consoleUrl));
    return this.withDelivery(doc);
  }

  /** The enquiries matching the list's filters as CSV, newest first, and how many there are. */
  async exportCsv(query: EnquiryExportQuery): Promise<{ count: number; csv: Readable }> {
    const filter = enquiryFilter(query, new Date(this.clock()));
    const count = await this.model.countDocuments(filter).exec();
    const staff = await this.assignees();
    const names = new Map(staff.map((user) => [user.id, `${user.fullName} <${user.email}>`]));
    const docs = this.model
      .find(filter)
      .sort({ createdAt: -1, id: 1 })
      .lean<EnquiryDoc[]>()
      .cursor() as AsyncIterable<EnquiryDoc>;
    return { count, csv: enquiriesCsv(docs, names) };
  }

  async list(query: EnquiryListQuery) {
    const page = pageRequest(query);
    const now = new Date(this.clock());
    const filter = enquiryFilter(query, now);
    const [docs, total, counts, spam] = await Promise.all([
      this.model
        .find(filter)
        .sort({ createdAt: -1, id: 1 })
        .skip(page.skip)
        .limit(page.limit)
        .lean<EnquiryDoc[]>()
        .exec(),
      this.model.countDocuments(filter).exec(),
      this.stageCounts(query, now),
      this.model.countDocuments(enquiryFilter(query, now, { withStage: false, spam: true })).exec(),
    ]);
    const notifications = await this.outbox.latestAbout(
      'enquiry',
      docs.map((doc) => doc.id),
      NOTIFICATION_KIND,
    );
    const enquiries = docs.map((doc) => toEnquiry(doc, deliveryOf(notifications.get(doc.id))));
    return { enquiries, pagination: pagination(page, total), counts, spam };
  }

  /** Staff who can own an enquiry (admins and editors), by name. */
  async assignees(): Promise<Assignee[]> {
    const users = await this.users
      .find({ role: mongoose.trusted({ $in: [...CONTENT_WRITER_ROLES] }) }, { id: 1, fullName: 1, email: 1 })
      .sort({ fullName: 1 })
      .lean()
      .exec();
    return users.map((user) => ({ id: user.id, fullName: user.fullName, email: user.email }));
  }

  /** Applies a stage, assignee or next step change; returns the enquiry before and after. */
  async update(id: string, body: EnquiryUpdateBody): Promise<{ before: Enquiry; after: Enquiry }> {
    const before = await this.find(id);
    if (body.assignee && !(await this.isStaff(body.assignee)))
      throw new HttpError(400, 'The assignee must be an administrator or editor');
    const set: Record<string, unknown> = {};
    if (body.stage !== undefined && body.stage !== before.stage)
      Object.assign(set, { stage: body.stage, stageChangedAt: new Date(this.clock()) });
    if (body.assignee !== undefined) set.assignee = body.assignee;
    if (body.nextStepAt !== undefined)
      set.nextStepAt = body.nextStepAt === null ? null : new Date(body.nextStepAt);
    const doc = await this.model
      .findOneAndUpdate({ id }, { $set: set }, { returnDocument: 'after' })
      .lean<EnquiryDoc>()
      .exec();
    if (!doc) throw notFound(MESSAGES.enquiryNotFound);
    return { before: await this.withDelivery(before), after: await this.withDelivery(doc) };
  }

  async addNote(id: string, author: string, text: string): Promise<Enquiry> {
    const note = { id: newId(12), author, at: new Date(this.clock()), text: text.trim() };
    const doc = await this.model
      .findOneAndUpdate({ id }, { $push: { notes: note } }, { returnDocument: 'after' })
      .lean<EnquiryDoc>()
      .exec();
    if (!doc) throw notFound(MESSAGES.enquiryNotFound);
    return this.withDelivery(doc);
  }

  private async isStaff(userId: string): Promise<boolean> {
    const user = await this.users.findOne({ id: userId }, { role: 1 }).lean().exec();
    return !!user && CONTENT_WRITER_ROLES.includes(user.role);
  }

  /** Counts per stage of the pipeline (suspected spam is not in it). */
  private async stageCounts(query: EnquiryListQuery, now: Date): Promise<EnquiryStageCounts> {
    const base = enquiryFilter(query, now, { withStage: false, spam: false });
    const counts = await Promise.all(
      ENQUIRY_STAGES.map((stage) => this.model.countDocuments({ ...base, stage }).exec()),
    );
    return Object.fromEntries(
      ENQUIRY_STAGES.map((stage, index) => [stage, counts[index]]),
    ) as EnquiryStageCounts;
  }

  async get(id: string): Promise<Enquiry> {
    return this.withDelivery(await this.find(id));
  }

  /**
   * Sends the enquiry's notification again: the waiting or failed one, or a new one when it has none or it
   * was sent (a sent message's body is not kept).
   */
  async resendNotification(id: string): Promise<Enquiry> {
    const doc = await this.find(id);
    const [current] = (await this.outbox.latestAbout('enquiry', [id], NOTIFICATION_KIND)).values();
    // The message as the resend left it, not as the attempt it started may have changed it since.
    const message =
      current && current.state !== 'sent'
        ? await this.outbox.resend(current.id)
        : await this.outbox.get(await this.outbox.enqueue(enquiryNotification(doc, this.options.consoleUrl)));
    return toEnquiry(doc, deliveryOf(message ?? undefined));
  }

  private async find(id: string): Promise<EnquiryDoc> {
    const doc = await this.model.findOne({ id }).lean<EnquiryDoc>().exec();
    if (!doc) throw notFound(MESSAGES.enquiryNotFound);
    return doc;
  }

  private async withDelivery(doc: EnquiryDoc): Promise<Enquiry> {
    const notifications = await this.outbox.latestAbout('enquiry', [doc.id], NOTIFICATION_KIND);
    return toEnquiry(doc, deliveryOf(notifications.get(doc.id)));
  }
}

function deliveryOf(message: OutboxMessageDoc | undefined): Delivery {
  return message ? toDelivery(message) : NO_NOTIFICATION;
}
