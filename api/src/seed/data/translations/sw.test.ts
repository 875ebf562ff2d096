import { DEFAULT_SITE_SETTINGS } from '@mwangaza/shared/schemas';
import {
  seedCaseStudies,
  seedCultureItems,
  seedInsights,
  seedPeople,
  seedServices,
  SHIPPED_PICTURES,
} from '..';
import { swTranslations } from './sw';

/** Fields that are not visitor-facing prose: ids, links, pictures, enums, references, product and proper names. */
const NOT_TEXT = new Set([
  'id',
  'image',
  'icon',
  'links',
  'path',
  'category',
  'client',
  'technologies',
  'teamMembers',
  'relatedServices',
  'author',
  'name',
  'contact',
  'social',
  'dayOfWeek',
  'opens',
  'closes',
  'suffix',
  'mark',
  'serviceId',
]);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Tree = unknown;
const isObject = (value: Tree): value is Record<string, Tree> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const paragraphs = (text: string) => text.split('\n\n').length;
const listLines = (text: string) => text.split('\n').filter((line) => /^\s*([-*]|\d+\.) /.test(line)).length;
const headings = (text: string) => text.split('\n').filter((line) => /^#+ /.test(line)).length;

/** Whether an English value holds any text a visitor reads (strings, lists of them, objects holding them). */
const hasText = (value: Tree): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : Array.isArray(value)
      ? value.some(hasText)
      : isObject(value) && Object.entries(value).some(([key, inner]) => !NOT_TEXT.has(key) && hasText(inner));

/** The problems of a translation against its English original (an empty list when it is right). */
function problems(english: Tree, translated: Tree, where: string): string[] {
  if (typeof translated === 'string') {
    if (typeof english !== 'string') return [`${where}: a string where English has ${typeof english}`];
    if (translated.trim() === '') return [`${where}: empty`];
    const found: string[] = [];
    if (translated.trim() === english.trim() && /\s/.test(english)) found.push(`${where}: left in English`);
    if (paragraphs(translated) !== paragraphs(english)) found.push(`${where}: paragraphs differ`);
    if (listLines(translated) !== listLines(english)) found.push(`${where}: list lines differ`);
    if (headings(translated) !== headings(english)) found.push(`${where}: headings differ`);
    return found;
  }
  if (Array.isArray(translated)) {
    if (!Array.isArray(english) || english.length !== translated.length)
      return [`${where}: array length differs`];
    return translated.flatMap((item, index) => problems(english[index], item, `${where}[${index}]`));
  }
  if (isObject(translated)) {
    if (!isObject(english)) return [`${where}: an object where English has none`];
    const found: string[] = [];
    for (const [key, value] of Object.entries(english)) {
      if (!NOT_TEXT.has(key) && hasText(value) && !(key in translated))
        found.push(`${where}.${key}: missing`);
    }
    for (const [key, value] of Object.entries(translated)) {
      if (key === 'slug' && where.split('.').length === 2) continue;
      if (NOT_TEXT.has(key)) found.push(`${where}.${key}: not a text field`);
      else if (!(key in english)) found.push(`${where}.${key}: no such English field`);
      else found.push(...problems(english[key], value, `${where}.${key}`));
    }
    return found;
  }
  return [`${where}: neither text, list nor object`];
}

const collections: [string, Record<string, Tree>, boolean][] = [
  ['services', Object.fromEntries(seedServices.map((item) => [item.id, item])), true],
  ['caseStudies', Object.fromEntries(seedCaseStudies.map((item) => [item.id, item])), true],
  ['culture', Object.fromEntries(seedCultureItems.map((item) => [item.id, item])), true],
  ['insights', Object.fromEntries(seedInsights.map((item) => [item.id, item])), true],
  ['people', Object.fromEntries(seedPeople.map((item) => [item.id, item])), true],
  ['pictures', Object.fromEntries(SHIPPED_PICTURES.map((item) => [item.path, item])), false],
];

const translations = swTranslations as unknown as Record<string, Record<string, Record<string, Tree>>>;

describe('Kiswahili translations of the shipped content', () => {
  describe.each(collections)('%s', (collection, english, hasSlug) => {
    const translated = translations[collection] ?? {};

    it('translates every seed item, and nothing else', () => {
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    });

    it('keeps the English fields, shapes and markdown structure, with no text left out', () => {
      const found = Object.entries(translated).flatMap(([id, item]) =>
        problems(english[id], item, `${collection}.${id}`),
      );
      expect(found).toEqual([]);
    });

    if (hasSlug) {
      it('gives every item a valid slug, unique in the collection', () => {
        const slugs = Object.values(translated).map((item) => item.slug);
        for (const slug of slugs) {
          expect(typeof slug).toBe('string');
          expect(slug).toMatch(SLUG);
          expect((slug as string).length).toBeLessThanOrEqual(80);
        }
        expect(new Set(slugs).size).toBe(slugs.length);
      });
    }
  });

  it('translates the visitor-facing texts of the default site settings', () => {
    const settings = (swTranslations as unknown as { settings: Tree }).settings;
    expect(problems(DEFAULT_SITE_SETTINGS, settings, 'settings')).toEqual([]);
  });

  it('finds the faults it looks for', () => {
    const english = { title: 'A title', body: 'One.\n\n- a\n- b', values: ['x y', 'z w'], image: '/x.webp' };
    expect(
      problems(english, { title: 'Kichwa', body: 'Moja.\n\n- a\n- b', values: ['a', 'b'] }, 'ok'),
    ).toEqual([]);
    expect(problems(english, { title: 'Kichwa', body: 'Moja.\n\n- a b', values: ['a', 'b'] }, 'x')).toEqual([
      'x.body: list lines differ',
    ]);
    expect(problems(english, { title: 'Kichwa', body: 'Moja.', values: ['a'] }, 'x')).toEqual([
      'x.body: paragraphs differ',
      'x.body: list lines differ',
      'x.values: array length differs',
    ]);
    expect(
      problems(english, { title: '', body: 'Moja.\n\n- a\n- b', values: ['a', 'b'], image: 'y' }, 'x'),
    ).toEqual(['x.title: empty', 'x.image: not a text field']);
    expect(problems(english, { body: 'Moja.\n\n- a\n- b', values: ['a', 'b'] }, 'x')).toEqual([
      'x.title: missing',
    ]);
  });
});
