import { DEFAULT_SITE_SETTINGS } from '@mwangaza/shared';
import { missingLanguages, translationsBody, withoutRow, withText } from './settings-translations';

const tools = DEFAULT_SITE_SETTINGS.tools;

describe('the settings form’s translations', () => {
  it('sends only filled texts, a list by the English rows’ positions', () => {
    let translations = withText({}, 'sw', { section: 'tools', index: 2, key: 'insight' }, 'Maarifa ya tatu');
    translations = withText(translations, 'sw', { section: 'hero', key: 'title' }, '   ');
    translations = withText(translations, 'fr', { section: 'hero', key: 'lead' }, '');
    expect(translationsBody(DEFAULT_SITE_SETTINGS, translations)).toEqual({
      sw: { tools: [{}, {}, { insight: 'Maarifa ya tatu' }] },
    });
  });

  it('drops the translations of rows the English no longer has', () => {
    const translations = withText(
      {},
      'fr',
      { section: 'tools', index: tools.length, key: 'insight' },
      'En trop',
    );
    expect(translationsBody(DEFAULT_SITE_SETTINGS, translations)).toEqual({});
  });

  it('removes a row’s translations with the row, in every language', () => {
    let translations = withText({}, 'sw', { section: 'tools', index: 0, key: 'insight' }, 'Kwanza');
    translations = withText(translations, 'sw', { section: 'tools', index: 1, key: 'insight' }, 'Pili');
    translations = withText(translations, 'fr', { section: 'tools', index: 1, key: 'insight' }, 'Deuxième');
    const removed = withoutRow(translations, 'tools', 0);
    expect(removed.sw?.tools).toEqual([{ insight: 'Pili' }]);
    expect(removed.fr?.tools).toEqual([{ insight: 'Deuxième' }]);
  });

  it('marks a language missing while any text is untranslated', () => {
    expect(missingLanguages(DEFAULT_SITE_SETTINGS, {})).toEqual(['sw', 'fr']);
  });
});
