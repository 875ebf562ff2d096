import { zoneAbbreviation, zoneFormat } from './zone-time';

describe('zoneFormat', () => {
  it('reads an instant on the day and at the time of the zone, the zone named', () => {
    // 22:30 UTC on 6 December is already 7 December in Nairobi (UTC+3), still the 6th in Lagos (UTC+1).
    const at = '2026-12-06T22:30:00.000Z';
    const nairobi = zoneFormat('Africa/Nairobi');
    expect(nairobi.dayKey(at)).toBe('2026-12-07');
    // CLDR versions differ on the comma after the weekday.
    expect(nairobi.heading(at)).toMatch(/^Monday,? 7 December 2026$/);
    expect(nairobi.time(at)).toBe('01:30 EAT');
    const lagos = zoneFormat('Africa/Lagos');
    expect(lagos.dayKey(at)).toBe('2026-12-06');
    expect(lagos.time(at)).toBe('23:30 WAT');
    expect(lagos.span(at, '2026-12-06T23:15:00.000Z')).toBe('23:30–00:15 WAT');
  });

  it('names a zone without a short name by its offset', () => {
    expect(zoneAbbreviation('Asia/Dubai', new Date('2026-12-06T10:00:00Z'))).toBe('GMT+4');
  });
});
