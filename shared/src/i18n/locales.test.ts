import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, isLocale, localePath, otherLocales, splitLocalePath } from '.';

describe('locales', () => {
  it('lists English first as the default, then Kiswahili and French', () => {
    expect(LOCALES).toEqual(['en', 'sw', 'fr']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALE_INFO.sw.name).toBe('Kiswahili');
    expect(LOCALE_INFO.fr.name).toBe('Français');
    expect(LOCALE_INFO.en.ogLocale).toBe('en_KE');
    expect(LOCALE_INFO.sw.ogLocale).toBe('sw_KE');
  });

  it('gives every locale an Intl tag the runtime formats dates with', () => {
    for (const locale of LOCALES) {
      const formatted = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { month: 'long' }).format(
        new Date(Date.UTC(2026, 0, 15)),
      );
      expect(formatted.toLowerCase()).toBe({ en: 'january', sw: 'januari', fr: 'janvier' }[locale]);
    }
  });

  it('accepts only the three languages', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('names the other languages in the site order', () => {
    expect(otherLocales('sw')).toEqual(['en', 'fr']);
  });
});

describe('localePath', () => {
  it('leaves English paths unchanged', () => {
    expect(localePath('/', 'en')).toBe('/');
    expect(localePath('/services', 'en')).toBe('/services');
  });

  it('prefixes the other languages, the home page with its slash', () => {
    expect(localePath('/', 'fr')).toBe('/fr/');
    expect(localePath('/case-studies/mpesa', 'sw')).toBe('/sw/case-studies/mpesa');
    expect(localePath('services', 'fr')).toBe('/fr/services');
    expect(localePath('/insights?page=2', 'fr')).toBe('/fr/insights?page=2');
  });
});

describe('splitLocalePath', () => {
  it('reads the language from the prefix', () => {
    expect(splitLocalePath('/fr/services')).toEqual({ locale: 'fr', path: '/services' });
    expect(splitLocalePath('/sw/case-studies/x')).toEqual({ locale: 'sw', path: '/case-studies/x' });
    expect(splitLocalePath('/fr/')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr', path: '/' });
  });

  it('treats every other path as English', () => {
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/services')).toEqual({ locale: 'en', path: '/services' });
    expect(splitLocalePath('/french-fries')).toEqual({ locale: 'en', path: '/french-fries' });
    expect(splitLocalePath('/frx/a')).toEqual({ locale: 'en', path: '/frx/a' });
  });

  it('round-trips with localePath', () => {
    for (const locale of LOCALES) {
      for (const path of ['/', '/about', '/insights/a-b']) {
        expect(splitLocalePath(localePath(path, locale))).toEqual({ locale, path });
      }
    }
  });
});
