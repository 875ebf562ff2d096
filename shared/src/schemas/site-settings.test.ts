import Value from 'typebox/value';
import { site } from '../site';
import { DEFAULT_SITE_SETTINGS, formatTime, hoursText } from './site-settings-defaults';
import { SiteSettings } from './site-settings';

describe('site settings', () => {
  it('has defaults the schema accepts', () => {
    expect([...Value.Errors(SiteSettings, DEFAULT_SITE_SETTINGS)]).toEqual([]);
  });

  it('states the published business hours by default', () => {
    expect(
      DEFAULT_SITE_SETTINGS.businessHours.map((row) => ({ days: row.days, hours: hoursText(row) })),
    ).toEqual(site.businessHours);
  });

  it('writes times on a 12-hour clock', () => {
    expect(['00:00', '08:00', '12:30', '18:05'].map(formatTime)).toEqual([
      '12:00 AM',
      '8:00 AM',
      '12:30 PM',
      '6:05 PM',
    ]);
  });

  it('refuses what a visitor must never read: blank texts, a wrong counter count, a non-https profile', () => {
    const invalid = (change: Partial<SiteSettings>) =>
      !Value.Check(SiteSettings, { ...DEFAULT_SITE_SETTINGS, ...change });
    expect(invalid({ hero: { ...DEFAULT_SITE_SETTINGS.hero, title: '   ' } })).toBe(true);
    expect(invalid({ counters: DEFAULT_SITE_SETTINGS.counters.slice(1) })).toBe(true);
    expect(invalid({ social: [{ name: 'X', url: 'http://x.com/mwangazadata' }] })).toBe(true);
    expect(invalid({ social: [] })).toBe(false);
  });
});
