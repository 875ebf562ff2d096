import { checkCatalogs, readCatalogs } from './check-catalogs';

describe('the language catalogs check', () => {
  it('passes the catalogs the site ships', () => {
    expect(checkCatalogs(readCatalogs())).toEqual([]);
  });

  it('reports a message missing in a language, and one English does not have', () => {
    expect(checkCatalogs({ en: { a: 'A', b: 'B' }, fr: { a: 'A', c: 'C' } })).toEqual([
      'fr: message "b" is missing',
      'fr: message "c" is not in the en catalog',
    ]);
  });

  it('reports an ICU syntax error', () => {
    const [problem] = checkCatalogs({ en: { a: 'Hello {name}' }, sw: { a: 'Habari {name' } });
    expect(problem).toMatch(/^sw: message "a" is not valid ICU MessageFormat/);
  });

  it('reports a placeholder renamed, dropped or of another kind than in English', () => {
    expect(
      checkCatalogs({
        en: { a: 'Hello {name}', b: '{count, plural, one {# item} other {# items}}', c: 'On {day}' },
        fr: { a: 'Bonjour {nom}', b: '{count, number} éléments', c: 'Le jour' },
      }),
    ).toEqual([
      'fr: message "a" has placeholders [nom:text] where en has [name:text]',
      'fr: message "b" has placeholders [count:number] where en has [count:plural]',
      'fr: message "c" has placeholders [] where en has [day:text]',
    ]);
  });

  it('accepts a translation that words its plural and select options its own way', () => {
    expect(
      checkCatalogs({
        en: { a: '{count, plural, one {# day} other {# days}}' },
        fr: { a: '{count, plural, one {# jour} many {# jours} other {# jours}}' },
      }),
    ).toEqual([]);
  });
});
