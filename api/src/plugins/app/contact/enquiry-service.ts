import type { FastifyBaseLogger } from 'fastify';
import type { ContactBody, Delivery, Enquiry, EnquiryListQuery, EnquiryStatus } from '@mwangaza/shared/schemas';
import { MESSAGES, notFound } from '../../../lib/http-error';
import { newId } from '../../../lib/ids';
import { pageRequest, pagination } from '../../../lib/pagination';
import { toEnquiry, type EnquiryDoc, type EnquiryModel } from '../../../models/enquiry.model';
import { toDelivery, type OutboxMessageDoc } from '../../../models/outbox-message.model';
import type { OutboxService } from '../outbox/outbox-service';
import { NOTIFICATION_KIND, enquiryNotification } from './enquiry-notification';

/** Shown for an enquiry that has no notification in the outbox (e.g. written to the database by hand). */
const NO_NOTIFICATION: Delivery = { state: 'failed', attempts: 0, lastError: 'No notification was queued for this enquiry' };

/** Stores enquiries and e-mails each to the consultancy's inbox through the outbox. */
export class EnquiryService {
  constructor(
    private readonly model: EnquiryModel,
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
      status: 'new' as const,
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
    const filter = query.status ? { status: query.status } : {};
    const [docs, total] = await Promise.all([
      this.model.find(filter).sort({ createdAt: -1, id: 1 }).skip(page.skip).limit(page.limit).lean<EnquiryDoc[]>().exec(),
      this.model.countDocuments(filter).exec(),
    ]);
    const notifications = await this.outbox.latestAbout('enquiry', docs.map((doc) => doc.id), NOTIFICATION_KIND);
    const enquiries = docs.map((doc) => toEnquiry(doc, deliveryOf(notifications.get(doc.id))));
    return { enquiries, pagination: pagination(page, total) };
  }

  async get(id: string): Promise<Enquiry> {
    return this.withDelivery(await this.find(id));
  }

  async setStatus(id: string, status: EnquiryStatus): Promise<Enquiry> {
    const update =
      status === 'handled' ? { $set: { status, handledAt: new Date(this.clock()) } } : { $set: { status }, $unset: { handledAt: 1 } };
    const doc = await this.model.findOneAndUpdate({ id }, update, { returnDocument: 'after' }).lean<EnquiryDoc>().exec();
    if (!doc) throw notFound(MESSAGES.enquiryNotFound);
    return this.withDelivery(doc);
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
