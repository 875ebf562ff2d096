import { createHash, randomBytes, randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type {
  Availability,
  Booking,
  BookingAgendaQuery,
  StaffConsultant,
  BookingBody,
  Consultant,
  PublicBooking,
  PublicHoliday,
  SlotList,
} from '@mwangaza/shared/schemas';
import { newId } from '../../../lib/ids';
import { HttpError } from '../../../lib/http-error';
import type { Models } from '../../../models';
import type { BookingDoc } from '../../../models/booking.model';
import type { OutboxService } from '../outbox/outbox-service';
import { bookingMessages, type Change, type Party } from './booking-messages';
import { byVisitorDay, freeSlots, isTimeZone } from './slot-engine';
import { attachToEnquiry } from './booking-enquiry';
import { CallRules } from './call-rules';

export const TAKEN_MESSAGE = 'That time was just taken. Here are the next free times.';
const NOT_FOUND = 'This booking link is no longer valid: it was used or the booking has ended.';

export interface BookingOptions {
  consoleUrl: string;
  inbox: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/** Discovery calls: free times, bookings, their changes and the e-mails and reminders they send. */
export class BookingService {
  constructor(
    private readonly models: Models,
    private readonly outbox: OutboxService,
    private readonly options: BookingOptions,
    private readonly clock: () => number,
  ) {
    this.rules = new CallRules(models, options.inbox);
  }

  private now = () => new Date(this.clock());

  private readonly rules: CallRules;
  consultants = () => this.rules.consultants();

  /** Consultants without their addresses: the console's filter and "my availability". */
  staffConsultants = (): Promise<StaffConsultant[]> => this.rules.staffConsultants();
  availability = (personId: string) => this.rules.availability(personId);
  saveAvailability = (personId: string, rules: Availability) => this.rules.save(personId, rules);
  holidays = () => this.rules.holidays();
  saveHolidays = (holidays: PublicHoliday[]) => this.rules.saveHolidays(holidays);

  /** Each consultant's free starts now (UTC). */
  private async freeByConsultant(only?: string): Promise<Map<string, Date[]>> {
    const now = this.now();
    const consultants = (await this.consultants()).filter((c) => !only || c.id === only);
    const holidays = new Set((await this.models.PublicHoliday.find().lean().exec()).map((h) => h.date));
    const result = new Map<string, Date[]>();
    for (const consultant of consultants) {
      const { blocks, ...rules } = await this.availability(consultant.id);
      const bookings = await this.models.Booking.find(
        {
          consultant: consultant.id,
          holdsSlot: true,
          end: mongoose.trusted({ $gt: new Date(now.getTime() - 86_400_000) }),
        },
        { start: 1, end: 1 },
      )
        .lean()
        .exec();
      const busy = blocks.map((b) => ({ start: new Date(b.start), end: new Date(b.end) }));
      result.set(consultant.id, freeSlots({ rules, holidays, bookings, blocks: busy, now }));
    }
    return result;
  }

  /** Free times for a visitor in `zone`: UTC instants grouped by the visitor's days. */
  async slots(zone: string, consultant?: string): Promise<SlotList> {
    if (!isTimeZone(zone)) throw new HttpError(400, `Unknown time zone: ${zone}`);
    const consultants = await this.consultants();
    const free = await this.freeByConsultant(consultant);
    const rules = new Map(
      await Promise.all(consultants.map(async (c) => [c.id, await this.availability(c.id)] as const)),
    );
    const starts = new Map<number, { start: Date; end: Date; consultants: string[] }>();
    for (const [id, list] of free)
      for (const start of list) {
        const minutes = rules.get(id)?.callMinutes ?? 30;
        const slot = starts.get(start.getTime()) ?? {
          start,
          end: new Date(start.getTime() + minutes * 60_000),
          consultants: [],
        };
        slot.consultants.push(id);
        starts.set(start.getTime(), slot);
      }
    const sorted = [...starts.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
    return {
      timeZone: zone,
      consultants: consultants.map(({ id, name, role }) => ({ id, name, role })),
      days: byVisitorDay(sorted, zone).map(({ date, slots }) => ({
        date,
        slots: slots.map((s) => ({
          start: s.start.toISOString(),
          end: s.end.toISOString(),
          consultants: s.consultants,
        })),
      })),
    };
  }

  /**
   * Books `start` with the chosen consultant or, round-robin, the free one with the fewest calls ahead. The
   * unique index decides between visitors taking the same time at once: the loser tries the next free
   * consultant, and with none left gets 409 with the next free times.
   */
  async book(body: BookingBody): Promise<{ booking: Booking; manageToken: string }> {
    if (!isTimeZone(body.timeZone)) throw new HttpError(400, `Unknown time zone: ${body.timeZone}`);
    const start = new Date(body.start);
    const free = await this.freeByConsultant(body.consultant);
    const candidates = [...free]
      .filter(([, list]) => list.some((s) => s.getTime() === start.getTime()))
      .map(([id]) => id);
    const ahead = await Promise.all(
      candidates.map(async (id) => ({
        id,
        count: await this.models.Booking.countDocuments({
          consultant: id,
          holdsSlot: true,
          start: mongoose.trusted({ $gte: this.now() }),
        }).exec(),
      })),
    );
    ahead.sort((a, b) => a.count - b.count);
    const consultants = new Map((await this.consultants()).map((c) => [c.id, c]));
    for (const { id } of ahead) {
      const consultant = consultants.get(id)!;
      const rules = await this.availability(id);
      const token = randomBytes(24).toString('base64url');
      const doc: Omit<BookingDoc, 'createdAt' | 'updatedAt'> = {
        id: newId(),
        consultant: id,
        enquiry: '',
        start,
        end: new Date(start.getTime() + rules.callMinutes * 60_000),
        holdsSlot: true,
        state: 'booked',
        name: body.name.trim(),
        email: body.email.trim(),
        company: body.company?.trim() ?? '',
        topic: body.topic.trim(),
        timeZone: body.timeZone,
        uid: `${randomUUID()}@${new URL(this.options.consoleUrl || 'http://localhost').hostname}`,
        sequence: 0,
        place: rules.place,
        placeDetail: rules.placeDetail,
        tokenHash: hash(token),
      };
      try {
        await this.models.Booking.create(doc);
      } catch (error) {
        if (isDuplicate(error)) continue;
        throw error;
      }
      const enquiry = await attachToEnquiry(
        this.models.Enquiry,
        doc,
        body,
        consultant.account ?? null,
        this.now(),
      );
      await this.models.Booking.updateOne({ id: doc.id }, { $set: { enquiry } }).exec();
      const saved = (await this.find(doc.id))!;
      await this.send(saved, 'new', token);
      return { booking: this.toBooking(saved, consultant), manageToken: token };
    }
    throw new HttpError(409, TAKEN_MESSAGE, { slots: await this.slots(body.timeZone, body.consultant) });
  }

  private find(id: string) {
    return this.models.Booking.findOne({ id }).lean<BookingDoc>().exec();
  }

  private async byToken(token: string): Promise<BookingDoc> {
    const doc = await this.models.Booking.findOne({ tokenHash: hash(token), state: 'booked' })
      .lean<BookingDoc>()
      .exec();
    if (!doc) throw new HttpError(404, NOT_FOUND);
    return doc;
  }

  async publicView(token: string): Promise<PublicBooking> {
    const doc = await this.byToken(token);
    const consultant = await this.party(doc.consultant);
    const { start, end, timeZone, state, place } = doc;
    return {
      start: start.toISOString(),
      end: end.toISOString(),
      timeZone,
      state,
      place,
      consultant: { id: consultant.id, name: consultant.name, role: consultant.role },
    };
  }

  /** Moves a booking (its single-use link); the old time is freed and the new one held by the same index. */
  async reschedule(
    token: string,
    startText: string,
    zone: string,
  ): Promise<{ booking: Booking; manageToken: string }> {
    if (!isTimeZone(zone)) throw new HttpError(400, `Unknown time zone: ${zone}`);
    const doc = await this.byToken(token);
    const start = new Date(startText);
    const free = (await this.freeByConsultant(doc.consultant)).get(doc.consultant) ?? [];
    if (!free.some((s) => s.getTime() === start.getTime()))
      throw new HttpError(409, TAKEN_MESSAGE, { slots: await this.slots(zone, doc.consultant) });
    const next = randomBytes(24).toString('base64url');
    const length = doc.end.getTime() - doc.start.getTime();
    try {
      const moved = await this.models.Booking.updateOne(
        { id: doc.id, tokenHash: doc.tokenHash, state: 'booked' },
        {
          $set: { start, end: new Date(start.getTime() + length), timeZone: zone, tokenHash: hash(next) },
          $inc: { sequence: 1 },
        },
      ).exec();
      if (moved.modifiedCount === 0) throw new HttpError(404, NOT_FOUND);
    } catch (error) {
      if (!isDuplicate(error)) throw error;
      throw new HttpError(409, TAKEN_MESSAGE, { slots: await this.slots(zone, doc.consultant) });
    }
    const saved = (await this.find(doc.id))!;
    await this.send(saved, 'moved', next);
    return { booking: this.toBooking(saved, await this.party(saved.consultant)), manageToken: next };
  }

  /** Cancels by the visitor's link or by staff (with a message); the time is free again at once. */
  async cancel(target: { token: string } | { id: string }, message?: string): Promise<Booking> {
    const doc = 'token' in target ? await this.byToken(target.token) : await this.find(target.id);
    if (!doc || doc.state !== 'booked') throw new HttpError(404, 'Booking not found');
    await this.models.Booking.updateOne(
      { id: doc.id, state: 'booked' },
      {
        $set: { state: 'cancelled', ...(message ? { cancelMessage: message } : {}) },
        $unset: { holdsSlot: 1, tokenHash: 1 },
        $inc: { sequence: 1 },
      },
    ).exec();
    const saved = (await this.find(doc.id))!;
    await this.send(saved, 'cancelled', undefined, message);
    return this.toBooking(saved, await this.party(saved.consultant));
  }

  async markOutcome(id: string, state: 'held' | 'no-show'): Promise<Booking> {
    const doc = await this.find(id);
    if (!doc || doc.state === 'cancelled') throw new HttpError(404, 'Booking not found');
    if (doc.start > this.now())
      throw new HttpError(409, 'A call can be marked held or no-show once it has started');
    await this.models.Booking.updateOne({ id }, { $set: { state }, $unset: { tokenHash: 1 } }).exec();
    const saved = (await this.find(id))!;
    return this.toBooking(saved, await this.party(saved.consultant));
  }

  async agenda(query: BookingAgendaQuery): Promise<Booking[]> {
    return this.findMany({
      start: mongoose.trusted({ $gte: new Date(query.from), $lt: new Date(query.to) }),
      ...(query.consultant ? { consultant: query.consultant } : {}),
      ...(query.enquiry ? { enquiry: query.enquiry } : {}),
    });
  }

  /** The bookings matching a filter (at most 500), earliest first, with their consultants. */
  async findMany(filter: Record<string, unknown>): Promise<Booking[]> {
    const docs = await this.models.Booking.find(filter)
      .sort({ start: 1 })
      .limit(500)
      .lean<BookingDoc[]>()
      .exec();
    const people = new Map((await this.consultants()).map((c) => [c.id, c]));
    return Promise.all(
      docs.map(async (d) => this.toBooking(d, people.get(d.consultant) ?? (await this.party(d.consultant)))),
    );
  }

  private async party(id: string): Promise<Party & Consultant> {
    const known = (await this.consultants()).find((c) => c.id === id);
    if (known) return known;
    const person = await this.models.Person.findOne({ id }).lean<{ name: string; role: string }>().exec();
    return {
      id,
      name: person?.name ?? 'Mwangaza Analytics',
      role: person?.role ?? '',
      email: this.options.inbox,
    };
  }

  /** Queues the change's e-mails; reminders wait in the outbox for 24 h and 1 h before (replaced on a move). */
  private async send(doc: BookingDoc, change: Exclude<Change, 'reminder'>, token?: string, message?: string) {
    const consultant = await this.party(doc.consultant);
    const origin = new URL(this.options.consoleUrl || 'http://localhost:3000').origin;
    const links = {
      manageUrl: token ? `${origin}/book/manage#${token}` : undefined,
      consoleUrl: `${this.options.consoleUrl}/bookings`,
      replyTo: this.options.inbox,
      now: this.now(),
      message,
    };
    await this.models.OutboxMessage.deleteMany({
      'about.type': 'booking',
      'about.id': doc.id,
      kind: 'booking-reminder',
      state: 'pending',
    }).exec();
    for (const mail of bookingMessages(doc, consultant, change, links)) await this.outbox.enqueue(mail);
    if (change === 'cancelled') return;
    for (const hours of [24, 1]) {
      const sendAt = new Date(doc.start.getTime() - hours * 3_600_000);
      if (sendAt <= this.now()) continue;
      const [reminder] = bookingMessages(doc, consultant, 'reminder', links);
      await this.outbox.enqueue({ ...reminder!, sendAt });
    }
  }

  toBooking(doc: BookingDoc, consultant: Consultant): Booking {
    return {
      id: doc.id,
      start: doc.start.toISOString(),
      end: doc.end.toISOString(),
      consultant: { id: consultant.id, name: consultant.name, role: consultant.role },
      enquiry: doc.enquiry,
      name: doc.name,
      email: doc.email,
      company: doc.company ?? '',
      topic: doc.topic ?? '',
      timeZone: doc.timeZone,
      state: doc.state,
      sequence: doc.sequence,
      place: doc.place,
      placeDetail: doc.placeDetail ?? '',
      ...(doc.cancelMessage ? { cancelMessage: doc.cancelMessage } : {}),
      createdAt: doc.createdAt.toISOString(),
    };
  }
}
