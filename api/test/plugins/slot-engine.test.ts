import {
  byVisitorDay,
  freeSlots,
  isTimeZone,
  type SlotInput,
} from '../../src/plugins/app/bookings/slot-engine';

// Monday 23 March 2026, 09:00 in Nairobi (06:00 UTC).
const NOW = new Date('2026-03-23T06:00:00Z');
const rules: SlotInput['rules'] = {
  timeZone: 'Africa/Nairobi',
  weekly: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '12:00' })),
  callMinutes: 30,
  bufferMinutes: 0,
  noticeHours: 0,
  daysAhead: 14,
  maxPerDay: 10,
  daysOff: [],
};
const slots = (overrides: Omit<Partial<SlotInput>, 'rules'> & { rules?: Partial<SlotInput['rules']> } = {}) =>
  freeSlots({
    holidays: new Set(),
    bookings: [],
    blocks: [],
    now: NOW,
    ...overrides,
    rules: { ...rules, ...overrides.rules },
  }).map((d) => d.toISOString());
const on = (list: string[], day: string) => list.filter((s) => s.startsWith(day));
const booking = (start: string, minutes = 30) => ({
  start: new Date(start),
  end: new Date(Date.parse(start) + minutes * 60_000),
});

describe('the slot engine', () => {
  it('cuts the weekly hours of the consultant’s zone into calls, in UTC', () => {
    expect(on(slots(), '2026-03-24')).toEqual([
      '2026-03-24T06:00:00.000Z',
      '2026-03-24T06:30:00.000Z',
      '2026-03-24T07:00:00.000Z',
      '2026-03-24T07:30:00.000Z',
      '2026-03-24T08:00:00.000Z',
      '2026-03-24T08:30:00.000Z',
    ]);
    // Saturday and Sunday have no hours.
    expect(on(slots(), '2026-03-28')).toEqual([]);
  });

  it('keeps the minimum notice', () => {
    const list = slots({ rules: { noticeHours: 2 } });
    // 09:00 EAT now: 11:00 EAT is the first start two hours away.
    expect(list[0]).toBe('2026-03-23T08:00:00.000Z');
    expect(slots({ rules: { noticeHours: 0 } })[0]).toBe('2026-03-23T06:00:00.000Z');
  });

  it('keeps the buffer between calls and around a booking or a blocked time', () => {
    const withBuffer = on(slots({ rules: { bufferMinutes: 15 } }), '2026-03-24');
    expect(withBuffer).toEqual([
      '2026-03-24T06:00:00.000Z',
      '2026-03-24T06:45:00.000Z',
      '2026-03-24T07:30:00.000Z',
      '2026-03-24T08:15:00.000Z',
    ]);
    // A booking at 09:45 EAT takes its slot and, with its buffer, no neighbour is closer than 15 minutes.
    const around = on(
      slots({ rules: { bufferMinutes: 15 }, bookings: [booking('2026-03-24T06:45:00Z')] }),
      '2026-03-24',
    );
    expect(around).toEqual([
      '2026-03-24T06:00:00.000Z',
      '2026-03-24T07:30:00.000Z',
      '2026-03-24T08:15:00.000Z',
    ]);
    const blocked = on(slots({ blocks: [booking('2026-03-24T07:10:00Z', 5)] }), '2026-03-24');
    expect(blocked).not.toContain('2026-03-24T07:00:00.000Z');
    expect(blocked).toContain('2026-03-24T07:30:00.000Z');
  });

  it('stops a day at its limit of calls', () => {
    const list = slots({ rules: { maxPerDay: 1 }, bookings: [booking('2026-03-24T08:30:00Z')] });
    expect(on(list, '2026-03-24')).toEqual([]);
    expect(on(list, '2026-03-25')).toHaveLength(6);
  });

  it('has no calls on public holidays and days off', () => {
    const list = slots({ holidays: new Set(['2026-04-03']), rules: { daysOff: ['2026-03-25'] } });
    expect(on(list, '2026-04-03')).toEqual([]);
    expect(on(list, '2026-03-25')).toEqual([]);
    expect(on(list, '2026-04-02')).toHaveLength(6);
  });

  it('offers nothing beyond the days ahead', () => {
    const list = slots({ rules: { daysAhead: 3 } });
    expect(list.at(-1)).toBe('2026-03-26T06:00:00.000Z');
    expect(list.every((s) => Date.parse(s) <= NOW.getTime() + 3 * 86_400_000)).toBe(true);
  });

  it('shows a visitor in Europe/London the same instants across the end of March (summer time)', () => {
    const list = freeSlots({ rules, holidays: new Set(), bookings: [], blocks: [], now: NOW });
    const days = byVisitorDay(
      list.map((start) => ({ start })),
      'Europe/London',
    );
    const london = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(d);
    const friday = days.find((d) => d.date === '2026-03-27')!;
    const monday = days.find((d) => d.date === '2026-03-30')!;
    // 09:00 in Nairobi is 06:00 in London before the clocks change (29 March) and 07:00 after.
    expect(london(friday.slots[0]!.start)).toBe('06:00 GMT');
    expect(london(monday.slots[0]!.start)).toBe('07:00 BST');
    expect(friday.slots[0]!.start.toISOString()).toBe('2026-03-27T06:00:00.000Z');
    expect(monday.slots[0]!.start.toISOString()).toBe('2026-03-30T06:00:00.000Z');
  });

  it('knows IANA zones and refuses made-up ones', () => {
    expect(isTimeZone('Africa/Lagos')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
