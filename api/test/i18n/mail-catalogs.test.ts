import { CATALOGS } from '../../src/i18n/catalogs';
import { checkCatalogs, describeProblems } from '../../src/i18n/check-catalogs';
import { formatMessage } from '../../src/i18n/messages';

const english = { greeting: 'Dear {name},', months: '{n, plural, one {# month} other {# months}}' };

describe('the e-mail catalogs', () => {
  it('have every English message in Kiswahili and French, valid, with the same placeholders', () => {
    expect(describeProblems(checkCatalogs(CATALOGS))).toBe('');
  });

  it('format plurals and dates in each language', () => {
    expect(formatMessage('fr', 'acknowledgement.retention', { months: 1, privacyUrl: 'u' })).toContain(
      'pendant 1 mois.',
    );
    expect(formatMessage('sw', 'acknowledgement.retention', { months: 1, privacyUrl: 'u' })).toContain(
      'kwa mwezi 1.',
    );
    expect(formatMessage('en', 'acknowledgement.retention', { months: 1, privacyUrl: 'u' })).toContain(
      'for 1 month;',
    );
  });
});

describe('the catalog check', () => {
  const check = (sw: Record<string, string>, fr: Record<string, string> = english) =>
    describeProblems(checkCatalogs({ en: english, sw, fr }));

  it('finds a missing or empty message', () => {
    expect(check({ greeting: 'Mpendwa {name},' })).toBe('sw: months: missing message');
    expect(check({ ...english, greeting: ' ' })).toBe('sw: greeting: missing message');
  });

  it('finds an ICU syntax error', () => {
    expect(check({ ...english, greeting: 'Mpendwa {name,' })).toMatch(/^sw: greeting: ICU syntax error: /);
    // A plural without its "other" case cannot be formatted for every number.
    expect(check({ ...english, months: '{n, plural, one {mwezi #}}' })).toMatch(
      /^sw: months: ICU syntax error: /,
    );
  });

  it('finds a placeholder that differs from English, by name or by kind', () => {
    expect(check({ ...english, greeting: 'Mpendwa {jina},' })).toBe(
      'sw: greeting: placeholders jina (argument) differ from English: name (argument)',
    );
    expect(check({ ...english, greeting: 'Mpendwa,' })).toBe(
      'sw: greeting: placeholders none differ from English: name (argument)',
    );
    expect(check({ ...english, months: '{n} miezi' })).toBe(
      'sw: months: placeholders n (argument) differ from English: n (plural)',
    );
  });

  it('finds a message English does not have', () => {
    expect(check(english, { ...english, extra: 'Bonjour' })).toBe('fr: extra: not in the English catalog');
  });
});
