import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { HOUR } from '../helpers/clock';
import { manualClock, setUpTestApp } from '../helpers/test-app';
import { waitFor } from '../helpers/smtp';

jest.setTimeout(120_000);

// Friday 4 December 2026, 09:00 in Nairobi: the next Monday is 7 December.
const clock = manualClock(Date.parse('2026-12-04T06:00:00Z'));
const t = setUpTestApp({
  clock: clock.now,
  mail: true,
  sessions: true,
  env: { CONTACT_TO: 'inbox@mwangaza.test' },
});

const visitor = {
  name: 'Adaeze Okonkwo',
  email: 'adaeze@example.ng',
  company: 'Okonkwo Foods',
  topic: 'Sales dashboards',
};

async function mailsSince(before: number, count: number): Promise<ParsedMail[]> {
  await waitFor(() => t.smtp.messages.length >= before + count, 20_000);
  return Promise.all(t.smtp.messages.slice(before, before + count).map((raw) => simpleParser(raw)));
}
/** The invitation a calendar reads: the text/calendar part, parsed with ical.js. */
function calendarOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) throw new Error(`no calendar in "${mail.subject}"`);
  const component = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = component.getFirstSubcomponent('vevent')!;
  return {
    method: component.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    utc: (event.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid === 'UTC',
    organizer: String(event.getFirstPropertyValue('organizer')),
    attendee: String(event.getFirstPropertyValue('attendee')),
  };
}
const tokenIn = (mail: ParsedMail) => /\/book\/manage#([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]!;
const mondaySlots = async (zone = 'Africa/Lagos', consultant?: string) => {
  const result = await t.call(
    'GET',
    `/bookings/slots?tz=${encodeURIComponent(zone)}${consultant ? `&consultant=${consultant}` : ''}`,
  );
  expect(result.status).toBe(200);
  return result.body.data.days.find((d: { date: string }) => d.date === '2026-12-07').slots as {
    start: string;
    consultants: string[];
  }[];
};

describe('discovery-call bookings', () => {
  it('refuses an unknown time zone with a clear message', async () => {
    const result = await t.call('GET', '/bookings/slots?tz=Mars%2FOlympus');
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Unknown time zone: Mars/Olympus');
  });

  it('books, invites both sides with the same instant, moves by the e-mailed link and cancels', async () => {
    const [first] = await mondaySlots();
    expect(first!.start).toBe('2026-12-07T06:00:00.000Z');
    const consultant = first!.consultants[0]!;
    const before = t.smtp.messages.length;
    const booked = await t.call('POST', '/bookings', {
      body: { ...visitor, start: first!.start, timeZone: 'Africa/Lagos', consultant },
    });
    expect([booked.status, booked.body.message]).toEqual([201, 'Your call is booked']);
    const [toVisitor, toConsultant] = await mailsSince(before, 2);
    expect(toVisitor!.to).toMatchObject({ text: visitor.email });
    expect(toVisitor!.text).toContain('Monday, 7 December 2026 at 07:00 WAT (09:00 EAT)');
    const a = calendarOf(toVisitor!);
    const b = calendarOf(toConsultant!);
    expect(a).toMatchObject({ method: 'REQUEST', sequence: 0, start: first!.start, utc: true });
    expect(b.start).toBe(a.start);
    expect(b.uid).toBe(a.uid);
    expect(a.attendee.toLowerCase()).toBe(`mailto:${visitor.email}`);
    expect(a.organizer).toMatch(/^mailto:/i);

    // The enquiry is in "Meeting booked".
    const agenda = await t.call('GET', '/bookings?from=2026-12-07T00:00:00Z&to=2026-12-08T00:00:00Z', {
      token: t.tokens.editor,
    });
    const booking = agenda.body.data.bookings[0];
    const enquiry = await t.call('GET', `/contact/enquiries/${booking.enquiry}`, { token: t.tokens.editor });
    expect(enquiry.body.data.enquiry.stage).toBe('meeting');

    // Moved by the link: an update with SEQUENCE 1; the used link stops working.
    const token = tokenIn(toVisitor!);
    const next = (await mondaySlots('Africa/Lagos', consultant)).find((s) => s.start > first!.start)!;
    const movedBefore = t.smtp.messages.length;
    const moved = await t.call('POST', `/bookings/manage/${token}/reschedule`, {
      body: { start: next.start, timeZone: 'Africa/Lagos' },
    });
    expect(moved.status).toBe(200);
    const [update] = await mailsSince(movedBefore, 2);
    expect(calendarOf(update!)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
      uid: a.uid,
      start: next.start,
    });
    expect((await t.call('GET', `/bookings/manage/${token}`)).status).toBe(404);
    // The page the visitor moved it from gets the new link too (the same one the e-mail carries).
    expect(moved.body.data.token).toBe(tokenIn(update!));
    expect((await mondaySlots('Africa/Lagos', consultant)).map((s) => s.start)).toContain(first!.start);

    // A reminder 24 hours before, sent by the outbox when the clock gets there.
    const remindBefore = t.smtp.messages.length;
    clock.advance(Date.parse(next.start) - 24 * HOUR - clock.now() + 1000);
    await t.app.outbox.deliverDue();
    const [reminder] = await mailsSince(remindBefore, 1);
    expect(reminder!.subject).toMatch(/^Reminder: your discovery call/);

    // Cancelled by the new link: METHOD:CANCEL, and the time is free for the next visitor.
    const cancelBefore = t.smtp.messages.length;
    const cancelled = await t.call('POST', `/bookings/manage/${tokenIn(update!)}/cancel`);
    expect(cancelled.status).toBe(200);
    const [cancel] = await mailsSince(cancelBefore, 2);
    expect(calendarOf(cancel!)).toMatchObject({ method: 'CANCEL', uid: a.uid, sequence: 2 });
    expect((await mondaySlots('Africa/Lagos', consultant)).map((s) => s.start)).toContain(next.start);
  });

  it('books one of fifty visitors taking the same time at once and offers the others the next times', async () => {
    const [slot] = await mondaySlots('Europe/London');
    const consultant = slot!.consultants[0]!;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call('POST', '/bookings', {
          body: {
            ...visitor,
            email: `v${i}@example.com`,
            start: slot!.start,
            timeZone: 'Europe/London',
            consultant,
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const lost of results.filter((r) => r.status === 409)) {
      expect(lost.body.message).toBe('That time was just taken. Here are the next free times.');
      const offered = lost.body.data.slots.days.flatMap((d: { slots: { start: string }[] }) =>
        d.slots.map((s) => s.start),
      );
      expect(offered).not.toContain(slot!.start);
      expect(offered.length).toBeGreaterThan(0);
    }
  });

  /** Books the first free time of the last bookable day for `who`; answers the staff's view of it. */
  async function bookLastDay(who: typeof visitor) {
    const slots = await t.call('GET', '/bookings/slots?tz=Africa%2FNairobi');
    const slot = slots.body.data.days.at(-1).slots[0];
    const booked = await t.call('POST', '/bookings', {
      body: { ...who, start: slot.start, timeZone: 'Africa/Nairobi', consultant: slot.consultants[0] },
    });
    expect(booked.status).toBe(201);
    const day = `from=${encodeURIComponent(slot.start)}&to=${encodeURIComponent(new Date(Date.parse(slot.start) + HOUR).toISOString())}`;
    const agenda = await t.call('GET', `/bookings?${day}`, { token: t.tokens.editor });
    return agenda.body.data.bookings.find((b: { email: string }) => b.email === who.email) as {
      id: string;
      start: string;
      enquiry: string;
      consultant: { id: string };
    };
  }

  it("lets staff cancel with a message to the visitor and mark calls held or no-show, audited; others can't", async () => {
    const booking = await bookLastDay({ ...visitor, name: 'Wanjiru Kamau', email: 'wanjiru@example.ke' });
    const held = await bookLastDay({ ...visitor, name: 'Tunde Bello', email: 'tunde@example.ng' });
    expect((await t.call('GET', '/bookings?from=2026-12-01T00:00:00Z&to=2026-12-31T00:00:00Z')).status).toBe(
      401,
    );
    const asUser = await t.call('POST', `/bookings/${booking.id}/cancel`, { token: t.tokens.user, body: {} });
    expect(asUser.status).toBe(403);

    const before = t.smtp.messages.length;
    const cancelled = await t.call('POST', `/bookings/${booking.id}/cancel`, {
      token: t.tokens.admin,
      body: { message: 'Our consultant is unwell; please pick another time.' },
    });
    expect([cancelled.status, cancelled.body.data.booking.state]).toEqual([200, 'cancelled']);
    const mails = await mailsSince(before, 2);
    const toGuest = mails.find((m) => JSON.stringify(m.to).includes('wanjiru@example.ke'))!;
    expect(toGuest.text).toContain('Our consultant is unwell; please pick another time.');
    expect(calendarOf(toGuest).method).toBe('CANCEL');
    const slots = await t.call('GET', '/bookings/slots?tz=Africa%2FNairobi');
    const free = slots.body.data.days.flatMap((d: { slots: { start: string }[] }) =>
      d.slots.map((x) => x.start),
    );
    expect(free).toContain(booking.start);

    // Held or no-show once the call has started, not before.
    const mark = (state: string) =>
      t.call('PATCH', `/bookings/${held.id}`, { token: t.tokens.editor, body: { state } });
    expect((await mark('held')).status).toBe(409);
    clock.advance(Date.parse(held.start) - clock.now() + HOUR);
    expect((await mark('late')).status).toBe(400);
    const marked = await mark('no-show');
    expect([marked.status, marked.body.data.booking.state]).toEqual([200, 'no-show']);

    const audit = await t.call('GET', '/audit', { token: t.tokens.admin });
    const actions = audit.body.data.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['booking.cancelled', 'booking.outcome']));
  });

  it("exports a visitor's calls by address and erases them, freeing a time still to come", async () => {
    const guest = { ...visitor, name: 'Koffi Mensah', email: 'Koffi.Mensah@example.gh' };
    const booking = await bookLastDay(guest);
    const subject = (method: 'GET' | 'DELETE') =>
      t.call(method, `/privacy/subjects?email=${encodeURIComponent('koffi.mensah@example.gh')}`, {
        token: t.tokens.admin,
      });
    const exported = await subject('GET');
    expect(exported.status).toBe(200);
    expect(exported.body.data.bookings).toEqual([
      expect.objectContaining({ id: booking.id, start: booking.start, name: guest.name, topic: guest.topic }),
    ]);

    const erased = await subject('DELETE');
    expect(erased.status).toBe(200);
    expect(erased.body.data.bookingsAnonymised).toBe(1);
    const stored = await t.app.db.models.Booking.findOne({ id: booking.id }).lean().exec();
    expect(stored).toMatchObject({
      name: 'Erased',
      email: 'Erased',
      company: '',
      topic: '',
      state: 'cancelled',
    });
    expect(stored!.tokenHash).toBeUndefined();
    expect(JSON.stringify(stored)).not.toMatch(/koffi/i);
    expect((await subject('GET')).body.data.bookings).toEqual([]);
    const slots = await t.call('GET', '/bookings/slots?tz=Africa%2FNairobi');
    const free = slots.body.data.days.flatMap((d: { slots: { start: string }[] }) =>
      d.slots.map((x) => x.start),
    );
    expect(free).toContain(booking.start);
  });
});
