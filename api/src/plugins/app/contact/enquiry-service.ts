import mongoose from 'mongoose';
import type { FastifyBaseLogger } from 'fastify';
import type { ContactBody, Enquiry, EnquiryListQuery, EnquiryStatus } from '@mwangaza/shared/schemas';
import { MESSAGES, notFound } from '../../../lib/http-error';
import { newId } from '../../../lib/ids';
import { pageRequest, pagination } from '../../../lib/pagination';
import { toEnquiry, type EnquiryDoc, type EnquiryModel } from '../../../models/enquiry.model';
import type { Mailer } from './mailer';

const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export interface DeliveryPolicy {
  baseDelayMs: number;
  maxAttempts: number;
  /** How long a claimed delivery is hidden from other senders (covers SMTP timeouts). */
  leaseMs: number;
}

function enquiryText(doc: EnquiryDoc): string {
  return [
    `Name: ${doc.name}`,
    `Email: ${doc.email}`,
    `Company: ${doc.company || '-'}`,
    `Preferred contact time: ${doc.contactTime || '-'}`,
    '',
    'Project:',
    doc.project,
    '',
    'Challenge:',
    doc.challenge || '-',
    '',
    'What success looks like:',
    doc.success || '-',
    '',
    `Enquiry ${doc.id}, received ${doc.createdAt.toISOString()}`,
  ].join('\n');
}

/** Stores every enquiry first, then delivers it by e-mail; failures are retried with exponential back-off. */
export class EnquiryService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly model: EnquiryModel,
    private readonly mailer: Mailer,
    private readonly policy: DeliveryPolicy,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Returns the new id. A filled honeypot gets the same answer, but nothing is stored or sent. */
  async submit(body: ContactBody): Promise<string> {
    if (body.website?.trim()) {
      this.log.info('contact form honeypot filled; enquiry discarded');
      return newId();
    }
    const now = new Date();
    const doc = await this.model.create({
      id: newId(),
      name: body.name.trim(),
      email: body.email.trim(),
      company: body.company?.trim() ?? '',
      project: body.project.trim(),
      challenge: body.challenge?.trim() ?? '',
      success: body.success?.trim() ?? '',
      contactTime: body.contactTime ?? '',
      status: 'new',
      delivery: { state: 'pending', attempts: 0, nextAttemptAt: now },
    });
    this.track(this.deliver(doc.id, now));
    return doc.id;
  }

  /** Delivers every pending enquiry whose next attempt is due (called by the retry loop). */
  async deliverDue(now = new Date()): Promise<void> {
    const due = await this.model
      .find({ 'delivery.state': 'pending', 'delivery.nextAttemptAt': mongoose.trusted({ $lte: now }) }, { id: 1 })
      .sort({ 'delivery.nextAttemptAt': 1 })
      .limit(20)
      .lean()
      .exec();
    for (const { id } of due) await this.deliver(id, now);
  }

  /** Waits for deliveries started by requests (used on shutdown and in tests). */
  async settle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  async list(query: EnquiryListQuery) {
    const page = pageRequest(query);
    const filter = query.status ? { status: query.status } : {};
    const [docs, total] = await Promise.all([
      this.model.find(filter).sort({ createdAt: -1, id: 1 }).skip(page.skip).limit(page.limit).lean<EnquiryDoc[]>().exec(),
      this.model.countDocuments(filter).exec(),
    ]);
    return { enquiries: docs.map(toEnquiry), pagination: pagination(page, total) };
  }

  async get(id: string): Promise<Enquiry> {
    const doc = await this.model.findOne({ id }).lean<EnquiryDoc>().exec();
    if (!doc) throw notFound(MESSAGES.enquiryNotFound);
    return toEnquiry(doc);
  }

  async setStatus(id: string, status: EnquiryStatus): Promise<Enquiry> {
    const update = status === 'handled' ? { $set: { status, handledAt: new Date() } } : { $set: { status }, $unset: { handledAt: 1 } };
    const doc = await this.model.findOneAndUpdate({ id }, update, { returnDocument: 'after' }).lean<EnquiryDoc>().exec();
    if (!doc) throw notFound(MESSAGES.enquiryNotFound);
    return toEnquiry(doc);
  }

  private track(delivery: Promise<void>): void {
    const tracked = delivery.catch((error: unknown) => this.log.error({ err: error }, 'enquiry delivery crashed'));
    this.inFlight.add(tracked);
    void tracked.finally(() => this.inFlight.delete(tracked));
  }

  private async deliver(id: string, now: Date): Promise<void> {
    // Claim first, so the request that stored it and the retry loop (or another instance) never both send it.
    const claimed = await this.model
      .findOneAndUpdate(
        { id, 'delivery.state': 'pending', 'delivery.nextAttemptAt': mongoose.trusted({ $lte: now }) },
        { $set: { 'delivery.nextAttemptAt': new Date(now.getTime() + this.policy.leaseMs) } },
        { returnDocument: 'after' },
      )
      .lean<EnquiryDoc>()
      .exec();
    if (!claimed) return;
    const attempts = (claimed.delivery.attempts ?? 0) + 1;
    try {
      const outcome = await this.mailer.send({
        subject: `New enquiry from ${claimed.name}${claimed.company ? ` (${claimed.company})` : ''}`,
        text: enquiryText(claimed),
        replyTo: claimed.email,
      });
      const delivery = { state: 'sent', attempts, sentAt: new Date(), ...(outcome.mode === 'logged' ? { note: outcome.note } : {}) };
      await this.model.updateOne({ id }, { $set: { delivery } }).exec();
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      const failed = attempts >= this.policy.maxAttempts;
      const delay = Math.min(this.policy.baseDelayMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      const delivery = failed
        ? { state: 'failed', attempts, lastError }
        : { state: 'pending', attempts, lastError, nextAttemptAt: new Date(Date.now() + delay) };
      await this.model.updateOne({ id }, { $set: { delivery } }).exec();
      this.log.warn({ enquiryId: id, attempts, reason: lastError }, failed ? 'enquiry delivery gave up' : 'enquiry delivery failed; will retry');
    }
  }
}
