import type { FastifyBaseLogger } from 'fastify';
import mongoose from 'mongoose';
import {
  CONTENT_WRITER_ROLES,
  ENQUIRY_STAGES,
  OPEN_ENQUIRY_STAGES,
  type Assignee,
  type ContactBody,
  type Delivery,
  type Enquiry,
  type EnquiryListQuery,
  type EnquiryStageCounts,
  type EnquiryUpdateBody,
} from '@mwangaza/shared/schemas';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import { newId } from '../../../lib/ids';
import { pageRequest, pagination } from '../../../lib/pagination';
import { toEnquiry, type EnquiryDoc, type EnquiryModel } from '../../../models/enquiry.model';
import type { UserModel } from '../../../models/user.model';
import { toDelivery, type OutboxMessageDoc } from '../../../models/outbox-message.model';
import type { OutboxService } from '../outbox/outbox-service';
import { NOTIFICATION_KIND, enquiryNotification } from './enquiry-notification';

/** Shown for an enquiry that has no notification in the outbox (e.g. written to the database by hand). */
const NO_NOTIFICATION: Delivery = { state: 'failed', attempts: 0, lastError: 'No notification was queued for this enquiry' };

/** Stores enquiries and e-mails each to the consultancy's inbox through the outbox. */
export class EnquiryService {
  constructor(
    private readonly model: EnquiryModel,
    private readonly users: UserModel,
    private readonly outbox: OutboxService,
    private readonly clock: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Returns the new id. A filled honeypot gets the same answer, but nothing is stored or sent. */
  async submit(body: ContactBody): Promise<string> {
    if (body.website?.trim()) {
      this.log.info('contact form honeypot filled; enquiry discarded');
      return newId();
    }
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
      createdAt: new Date(this.clock()),
    };
    // The message first: it carries everything the visitor wrote, so even if storing the enquiry then
    // fails, what they sent still reaches the inbox.
    await this.outbox.enqueue(enquiryNotification(enquiry));
    await this.model.create(enquiry);
    return enquiry.id;
  }

  async list(query: EnquiryListQuery) {
    const page = pageRequest(query);
    const filter = this.filter(query);
    const [docs, total, counts] = await Promise.all([
      this.model.find(filter).sort({ createdAt: -1, id: 1 }).skip(page.skip).limit(page.limit).lean<EnquiryDoc[]>().exec(),
      this.model.countDocuments(filter).exec(),
      this.stageCounts(query),
    ]);
    const notifications = await this.outbox.latestAbout('enquiry', docs.map((doc) => doc.id), NOTIFICATION_KIND);
    const enquiries = docs.map((doc) => toEnquiry(doc, deliveryOf(notifications.get(doc.id))));
    return { enquiries, pagination: pagination(page, total), counts };
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
    if (body.assignee && !(await this.isStaff(body.assignee))) throw new HttpError(400, 'The assignee must be an administrator or editor');
    const set: Record<string, unknown> = {};
    if (body.stage !== undefined && body.stage !== before.stage) Object.assign(set, { stage: body.stage, stageChangedAt: new Date(this.clock()) });
    if (body.assignee !== undefined) set.assignee = body.assignee;
    if (body.nextStepAt !== undefined) set.nextStepAt = body.nextStepAt === null ? null : new Date(body.nextStepAt);
    const doc = await this.model.findOneAndUpdate({ id }, { $set: set }, { returnDocument: 'after' }).lean<EnquiryDoc>().exec();
    if (!doc) throw notFound(MESSAGES.enquiryNotFound);
    return { before: await this.withDelivery(before), after: await this.withDelivery(doc) };
  }

  async addNote(id: string, author: string, text: string): Promise<Enquiry> {
    const note = { id: newId(12), author, at: new Date(this.clock()), text: text.trim() };
    const doc = await this.model.findOneAndUpdate({ id }, { $push: { notes: note } }, { returnDocument: 'after' }).lean<EnquiryDoc>().exec();
    if (!doc) throw notFound(MESSAGES.enquiryNotFound);
    return this.withDelivery(doc);
  }

  private async isStaff(userId: string): Promise<boolean> {
    const user = await this.users.findOne({ id: userId }, { role: 1 }).lean().exec();
    return !!user && CONTENT_WRITER_ROLES.includes(user.role);
  }

  /** The list's filters as a MongoDB filter; `withStage: false` leaves the stage out (for per-stage counts). */
  private filter(query: EnquiryListQuery, withStage = true): Record<string, unknown> {
    const filter: Record<string, unknown> = {};
    const and: Record<string, unknown>[] = [];
    if (withStage && query.stage) filter.stage = query.stage;
    if (query.assignee) filter.assignee = query.assignee === 'none' ? null : query.assignee;
    if (query.from || query.to) {
      filter.createdAt = mongoose.trusted({
        ...(query.from ? { $gte: new Date(query.from) } : {}),
        ...(query.to ? { $lt: new Date(query.to) } : {}),
      });
    }
    const q = query.q?.trim();
    if (q) {
      // Escaped: the visitor-typed text is matched literally, never as a pattern.
      const pattern = new RegExp(q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
      and.push({ $or: [{ name: pattern }, { company: pattern }, { email: pattern }] });
    }
    if (query.overdue) {
      // A date never compares less than null (type bracketing), so enquiries without a next step are never overdue.
      and.push({ stage: mongoose.trusted({ $in: [...OPEN_ENQUIRY_STAGES] }) }, { nextStepAt: mongoose.trusted({ $lt: new Date(this.clock()) }) });
    }
    if (and.length) filter.$and = and;
    return filter;
  }

  private async stageCounts(query: EnquiryListQuery): Promise<EnquiryStageCounts> {
    const base = this.filter(query, false);
    const counts = await Promise.all(ENQUIRY_STAGES.map((stage) => this.model.countDocuments({ ...base, stage }).exec()));
    return Object.fromEntries(ENQUIRY_STAGES.map((stage, index) => [stage, counts[index]])) as EnquiryStageCounts;
  }

  async get(id: string): Promise<Enquiry> {
    return this.withDelivery(await this.find(id));
  }

  /** Sends the enquiry's notification again (queues a new one if it has none). */
  async resendNotification(id: string): Promise<Enquiry> {
    const doc = await this.find(id);
    const [current] = (await this.outbox.latestAbout('enquiry', [id], NOTIFICATION_KIND)).values();
    // The message as the resend left it, not as the attempt it started may have changed it since.
    const message = current ? await this.outbox.resend(current.id) : await this.outbox.get(await this.outbox.enqueue(enquiryNotification(doc)));
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
