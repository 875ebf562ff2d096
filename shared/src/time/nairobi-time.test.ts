import {
  formatNairobiDate,
  formatNairobiShortDate,
  formatNairobiTime,
  fromNairobiInput,
  nairobiDayStart,
  toNairobiInput,
} from './nairobi-time';

it('shows an instant in Nairobi time (UTC+3) whatever the machine zone', () => {
  expect(formatNairobiTime('2026-11-24T06:00:00.000Z')).toBe('24 Nov 2026, 09:00 EAT');
  expect(formatNairobiTime('2026-12-31T22:30:00.000Z')).toBe('1 Jan 2027, 01:30 EAT');
});

it('turns a datetime-local value entered in Nairobi time into the UTC instant and back', () => {
  expect(fromNairobiInput('2026-11-24T09:00')).toBe('2026-11-24T06:00:00.000Z');
  expect(toNairobiInput('2026-11-24T06:00:00.000Z')).toBe('2026-11-24T09:00');
  expect(fromNairobiInput('2027-01-01T01:30')).toBe('2026-12-31T22:30:00.000Z');
});

it('refuses values that are not a real time', () => {
  expect(fromNairobiInput('')).toBeNull();
  expect(fromNairobiInput('2026-02-31T09:00')).toBeNull();
  expect(fromNairobiInput('tomorrow')).toBeNull();
});

it('names the day in Nairobi, as Intl does with the Africa/Nairobi zone', () => {
  expect(formatNairobiDate('2024-05-02T08:00:00.000Z')).toBe('2 May 2024');
  expect(formatNairobiDate('2026-12-31T21:00:00.000Z')).toBe('1 January 2027');
  const intl = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  });
  // Every month, either side of Nairobi's midnight.
  for (let month = 0; month < 12; month++) {
    for (const hour of [0, 20, 21, 23]) {
      const instant = new Date(Date.UTC(2026, month, 28, hour, 30));
      expect(formatNairobiDate(instant)).toBe(intl.format(instant));
    }
  }
});

it('starts a Nairobi day at 21:00 UTC the day before, and names it with a short month', () => {
  expect(nairobiDayStart('2026-11-24')).toBe('2026-11-23T21:00:00.000Z');
  expect(nairobiDayStart('2026-12-31', 1)).toBe('2026-12-31T21:00:00.000Z');
  expect(formatNairobiShortDate('2026-12-31T21:30:00.000Z')).toBe('1 Jan 2027');
});
