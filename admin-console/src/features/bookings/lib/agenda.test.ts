import type { Booking } from '@mwangaza/shared';
import { agendaWindow, allowedActions, groupByDay, inView } from './agenda';

const NOW = Date.parse('2026-12-07T09:00:00.000Z');
const call = (id: string, start: string, minutes = 30, state: Booking['state'] = 'booked') =>
  ({
    id,
    start,
    end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    state,
  }) as Booking;
const day = (iso: string) => iso.slice(0, 10);

it('groups calls by day: upcoming soonest first, past most recent first, each day in its order', () => {
  const calls = [
    call('c', '2026-12-08T11:00:00.000Z'),
    call('a', '2026-12-07T10:00:00.000Z'),
    call('b', '2026-12-08T06:00:00.000Z'),
  ];
  const ids = (view: 'upcoming' | 'past') =>
    groupByDay(calls, view, day).map((d) => [d.key, d.bookings.map((b) => b.id)]);
  expect(ids('upcoming')).toEqual([
    ['2026-12-07', ['a']],
    ['2026-12-08', ['b', 'c']],
  ]);
  expect(ids('past')).toEqual([
    ['2026-12-08', ['b', 'c']],
    ['2026-12-07', ['a']],
  ]);
});

it('keeps a call under way in the upcoming calls until it ends', () => {
  const underWay = call('now', '2026-12-07T08:45:00.000Z', 30);
  expect(inView(underWay, 'upcoming', NOW)).toBe(true);
  expect(inView(underWay, 'past', NOW)).toBe(false);
  expect(inView(call('done', '2026-12-07T08:00:00.000Z', 45), 'past', NOW)).toBe(true);
  const { from, to } = agendaWindow('upcoming', NOW);
  expect(Date.parse(from)).toBeLessThanOrEqual(Date.parse(underWay.start));
  expect((Date.parse(to) - NOW) / 86_400_000).toBe(90);
});

it('allows an outcome only once a call has started, and cancelling only a booked call', () => {
  expect(allowedActions(call('later', '2026-12-07T09:01:00.000Z'), NOW)).toEqual({
    cancel: true,
    outcome: false,
  });
  expect(allowedActions(call('started', '2026-12-07T09:00:00.000Z'), NOW)).toEqual({
    cancel: true,
    outcome: true,
  });
  expect(allowedActions(call('held', '2026-12-06T09:00:00.000Z', 30, 'held'), NOW)).toEqual({
    cancel: false,
    outcome: true,
  });
  expect(allowedActions(call('gone', '2026-12-06T09:00:00.000Z', 30, 'cancelled'), NOW)).toEqual({
    cancel: false,
    outcome: false,
  });
});
