import mongoose from 'mongoose';
import type { Availability, Consultant, PublicHoliday, StaffConsultant } from '@mwangaza/shared/schemas';
import { HttpError } from '../../../lib/http-error';
import type { Models } from '../../../models';
import type { CallAvailabilityDoc } from '../../../models/booking.model';
import { isTimeZone } from './slot-engine';

/** A consultant's rules before they set their own: weekdays 9 to 5 in Nairobi, 30-minute calls. */
export const DEFAULT_AVAILABILITY: Availability = {
  // 30-minute calls unless the consultant chooses 45.
  timeZone: 'Africa/Nairobi',
  weekly: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' })),
  callMinutes: 30,
  bufferMinutes: 15,
  noticeHours: 4,
  daysAhead: 30,
  maxPerDay: 4,
  daysOff: [],
  place: 'video',
  placeDetail: '',
  blocks: [],
};

/** Who takes discovery calls, their rules and the public holidays: what the console edits. */
export class CallRules {
  constructor(
    private readonly models: Models,
    private readonly inbox: string,
  ) {}

  /** People who take discovery calls, with the address their copies go to. */
  async consultants(): Promise<(Consultant & { email: string; account?: string })[]> {
    const people = await this.models.Person.find({ discoveryCalls: true, status: 'published' })
      .sort({ order: 1, createdAt: 1 })
      .lean<{ id: string; name: string; role: string; account?: string }[]>()
      .exec();
    const accounts = await this.models.User.find({
      id: mongoose.trusted({ $in: people.flatMap((p) => (p.account ? [p.account] : [])) }),
    })
      .lean()
      .exec();
    const emails = new Map(accounts.map((a) => [a.id, a.email]));
    return people.map((p) => ({
      id: p.id,
      name: p.name,
      role: p.role,
      email: (p.account && emails.get(p.account)) || this.inbox,
      ...(p.account ? { account: p.account } : {}),
    }));
  }

  async staffConsultants(): Promise<StaffConsultant[]> {
    return (await this.consultants()).map(({ id, name, role, account }) => ({
      id,
      name,
      role,
      ...(account ? { account } : {}),
    }));
  }

  async availability(personId: string): Promise<Availability> {
    const doc = await this.models.CallAvailability.findById(personId).lean<CallAvailabilityDoc>().exec();
    if (!doc) return DEFAULT_AVAILABILITY;
    const { _id, blocks, ...rules } = doc;
    void _id;
    return {
      ...rules,
      blocks: blocks.map((b) => ({ start: b.start.toISOString(), end: b.end.toISOString() })),
    };
  }

  async save(personId: string, rules: Availability): Promise<Availability> {
    if (!isTimeZone(rules.timeZone)) throw new HttpError(400, `Unknown time zone: ${rules.timeZone}`);
    if (!(await this.models.Person.exists({ id: personId, discoveryCalls: true }).exec()))
      throw new HttpError(404, 'No person who takes discovery calls has this id');
    for (const w of rules.weekly)
      if (w.from >= w.to) throw new HttpError(400, 'Each window must end after it starts');
    const blocks = rules.blocks.map((b) => ({ start: new Date(b.start), end: new Date(b.end) }));
    if (blocks.some((b) => !(b.start < b.end)))
      throw new HttpError(400, 'A blocked time must end after it starts');
    await this.models.CallAvailability.replaceOne(
      { _id: personId },
      { ...rules, blocks },
      { upsert: true },
    ).exec();
    return this.availability(personId);
  }

  async holidays(): Promise<PublicHoliday[]> {
    const docs = await this.models.PublicHoliday.find().sort({ date: 1 }).lean().exec();
    return docs.map(({ date, name }) => ({ date, name }));
  }

  async saveHolidays(holidays: PublicHoliday[]): Promise<PublicHoliday[]> {
    await this.models.PublicHoliday.deleteMany({}).exec();
    if (holidays.length)
      await this.models.PublicHoliday.insertMany(
        holidays.map((h) => ({ _id: h.date, ...h })),
        { ordered: false },
      );
    return this.holidays();
  }
}
