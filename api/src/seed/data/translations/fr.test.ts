import {
  CreateCaseStudy,
  CreateCultureItem,
  CreateInsight,
  CreatePerson,
  CreateService,
  DEFAULT_SITE_SETTINGS,
  INSIGHT_TAG_PATTERN,
  MEDIA_ALT_MAX_LENGTH,
  SiteSettings,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from '@mwangaza/shared/schemas';
import type { TObject } from 'typebox';
import { Value } from 'typebox/value';
import {
  SHIPPED_PICTURES,
  seedCaseStudies,
  seedCultureItems,
  seedInsights,
  seedPeople,
  seedServices,
} from '..';
import { frTranslations } from './fr';

type Json = string | number | boolean | null | undefined | readonly Json[] | { readonly [key: string]: Json };
type Item = { readonly id: string } & Record<string, unknown>;

/**
 * The seed collections and, for each, the English fields that are not text to translate (why: names of
 * people and organisations, enums the UI translates, product names, images, links and references).
 */
const COLLECTIONS: Record<string, { items: readonly Item[]; schema: TObject; kept: readonly string[] }> = {
  services: { items: seedServices, schema: CreateService, kept: ['image'] },
  caseStudies: {
    items: seedCaseStudies,
    schema: CreateCaseStudy,
    kept: ['client', 'category', 'image', 'technologies', 'teamMembers'],
  },
  culture: { items: seedCultureItems, schema: CreateCultureItem, kept: ['image', 'icon'] },
  insights: { items: seedInsights, schema: CreateInsight, kept: ['image', 'author', 'relatedServices'] },
  people: { items: seedPeople, schema: CreatePerson, kept: ['name', 'image', 'links'] },
};

/** The collections translated so far (all of them once the translation is complete). */
const TRANSLATED: readonly string[] = ['services', 'caseStudies', 'culture', 'insights', 'people'];

const translations = frTranslations as unknown as Record<string, Record<string, Record<string, Json>>>;

/** An English text left as it is in French: a person's name (a testimonial's author), a tag said in English. */
const sameAsEnglishAllowed = (path: string, value: string) =>
  /\.author$/.test(path) || ['mobile-money'].includes(value);

/**
 * Figures that French writes differently on purpose ("9 p.m." is "21 h"): per item and field, the English
 * figure and the French one.
 */
const FIGURE_EXCEPTIONS: Record<string, Array<[string, string]>> = {
  'insights.mobile-money-fraud-signals.body': [['9', '21']],
};

/** The numbers a text states, in order of size: French decimal commas and digit-group spaces normalised. */
function figures(text: string, locale: 'en' | 'fr'): string[] {
  const normalised =
    locale === 'en'
      ? text.replace(/(\d),(\d{3})/g, '$1$2')
      : text.replace(/(\d)[\u202f\u00a0 ](\d{3})(?!\d)/g, '$1$2').replace(/(\d),(\d)/g, '$1.$2');
  return (normalised.match(/\d+(?:\.\d+)?/g) ?? []).sort();
}

/** What a markdown text's structure is: paragraphs, list lines, numbered lines, headings, bold runs, links. */
function structure(text: string) {
  const lines = text.split('\n');
  return {
    paragraphs: text.split('\n\n').length,
    listLines: lines.filter((line) => /^[-*] /.test(line)).length,
    numberedLines: lines.filter((line) => /^\d+\. /.test(line)).length,
    headings: lines.filter((line) => /^#+ /.test(line)).map((line) => line.split(' ')[0]),
    bold: (text.match(/\*\*/g) ?? []).length,
    links: (text.match(/\]\(/g) ?? []).length,
  };
}

/** French typography: the problems of one string (straight quotes, missing non-breaking spaces). */
function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes("'")) problems.push('a straight apostrophe (’ is used)');
  if (text.includes('"')) problems.push('straight double quotes (« » are used)');
  if (/ [:;!?»]/.test(text)) problems.push('an ordinary space before : ; ! ? or »');
  if (/[:;!?](?=[^\s\d/)*])/.test(text.replace(/https?:\/\/\S+/g, '')))
    problems.push('no space after : ; ! or ?');
  if (/« /.test(text)) problems.push('an ordinary space after «');
  if (/\d ?%/.test(text)) problems.push('no non-breaking space before %');
  if (/(^|\D)\d{1,3}[ ,]\d{3}(?!\d)/.test(text.replace(/\d,\d{1,2}(?!\d)/g, '')))
    problems.push('a thousands separator other than a narrow non-breaking space');
  return problems;
}

/** Compares a translation with its English original: the same shape, non-empty translated strings. */
function compare(path: string, english: unknown, french: unknown, problems: string[]) {
  if (typeof english === 'string') {
    if (typeof french !== 'string' || !french.trim()) {
      problems.push(`${path}: not a non-empty string`);
      return;
    }
    if (french === english && !sameAsEnglishAllowed(path, french)) problems.push(`${path}: left in English`);
    for (const problem of typographyProblems(french)) problems.push(`${path}: ${problem}`);
    const [en, fr] = [structure(english), structure(french)];
    if (JSON.stringify(en) !== JSON.stringify(fr))
      problems.push(`${path}: markdown structure ${JSON.stringify(fr)}, English ${JSON.stringify(en)}`);
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(french) || french.length !== english.length) {
      problems.push(`${path}: not an array of ${english.length}`);
      return;
    }
    english.forEach((value, index) => compare(`${path}[${index}]`, value, french[index], problems));
    return;
  }
  if (english && typeof english === 'object') {
    if (!french || typeof french !== 'object' || Array.isArray(french)) {
      problems.push(`${path}: not an object`);
      return;
    }
    const [en, fr] = [Object.keys(english).sort(), Object.keys(french).sort()];
    if (en.join() !== fr.join()) problems.push(`${path}: keys ${fr.join()}, English ${en.join()}`);
    for (const key of en)
      compare(
        `${path}.${key}`,
        (english as Record<string, unknown>)[key],
        (french as Record<string, unknown>)[key],
        problems,
      );
    return;
  }
  problems.push(`${path}: English ${JSON.stringify(english)} is not text`);
}

/** Every string of a value, joined: what its figures are read from. */
const allText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(allText).join(' ')
      : value && typeof value === 'object'
        ? Object.values(value).map(allText).join(' ')
        : '';

/** The English fields of an item that are text: strings, lists of strings and objects of strings. */
const textFields = (item: Item, kept: readonly string[]) =>
  Object.keys(item).filter(
    (key) =>
      key !== 'id' &&
      !kept.includes(key) &&
      (typeof item[key] === 'string' ||
        Array.isArray(item[key]) ||
        (item[key] && typeof item[key] === 'object')),
  );

describe('the French translations of the shipped content', () => {
  it('translate the collections, the pictures and the site settings', () => {
    expect(Object.keys(translations)).toEqual([...TRANSLATED, 'pictures', 'settings']);
  });

  describe.each(TRANSLATED.map((name) => [name]))('%s', (name) => {
    const { items, schema, kept } = COLLECTIONS[name]!;
    const collection = translations[name]!;

    it('translate every item of the seed, and only those', () => {
      expect(Object.keys(collection).sort()).toEqual(items.map((item) => item.id).sort());
    });

    it('translate every text field of each item, keeping its shape, markdown and French typography', () => {
      const problems: string[] = [];
      for (const item of items) {
        const french = collection[item.id] as Record<string, Json> | undefined;
        if (!french) continue;
        const fields = textFields(item, kept);
        for (const field of fields)
          if (!(field in french)) problems.push(`${name}.${item.id}.${field}: not translated`);
        for (const [field, value] of Object.entries(french)) {
          if (field === 'slug') continue;
          if (!fields.includes(field)) {
            problems.push(`${name}.${item.id}.${field}: not a text field of the English item`);
            continue;
          }
          compare(`${name}.${item.id}.${field}`, item[field], value, problems);
        }
      }
      expect(problems).toEqual([]);
    });

    it('state the same figures as the English', () => {
      const problems: string[] = [];
      for (const item of items) {
        const french = collection[item.id] ?? {};
        for (const [field, value] of Object.entries(french)) {
          if (field === 'slug') continue;
          let expected = figures(allText(item[field]), 'en');
          for (const [en, fr] of FIGURE_EXCEPTIONS[`${name}.${item.id}.${field}`] ?? [])
            expected = [...expected.filter((figure, index) => index !== expected.indexOf(en)), fr].sort();
          const actual = figures(allText(value), 'fr');
          if (actual.join(' ') !== expected.join(' '))
            problems.push(`${name}.${item.id}.${field}: ${actual.join(' ')}, English ${expected.join(' ')}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('give every item a valid slug, unique in the collection', () => {
      const slugs = items.map((item) => collection[item.id]?.slug);
      for (const slug of slugs) {
        expect(typeof slug).toBe('string');
        expect(slug).toMatch(new RegExp(SLUG_PATTERN));
        expect((slug as string).length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
      }
      expect(new Set(slugs).size).toBe(slugs.length);
      // A detail URL names an item by its id or a slug: no slug may name another item.
      items.forEach((item, index) => {
        const others = items.filter((other) => other.id !== item.id).map((other) => other.id);
        expect(others).not.toContain(slugs[index]);
      });
    });

    it('make items the collection accepts (lengths, tags)', () => {
      for (const item of items) {
        // People's seed portraits are site files, which the seed puts in the media library: not checked here.
        const merged = Object.fromEntries(
          Object.keys(schema.properties)
            .filter((key) => key in item && !(name === 'people' && key === 'image'))
            .map((key) => [key, item[key]]),
        );
        Object.assign(merged, collection[item.id]);
        expect([...Value.Errors(schema, merged)].map((error) => `${item.id}: ${error.message}`)).toEqual([]);
      }
    });

    if (name === 'services')
      it('keep each feature as "label - explanation"', () => {
        for (const item of seedServices) {
          const features = collection[item.id]?.features as readonly string[];
          // The site's splitFeature: the first spaced dash (or any en or em dash) ends the label.
          for (const feature of features) {
            expect(/\s+[-–—]\s+|\s*[–—]\s*/.exec(feature)?.[0]).toBe(' - ');
            expect(feature).not.toMatch(/[–—]/);
          }
        }
      });

    if (name === 'insights')
      it('translate each tag the same way everywhere', () => {
        const tags = new Map<string, string>();
        for (const item of seedInsights) {
          const french = collection[item.id]?.tags as readonly string[];
          (item.tags ?? []).forEach((tag, index) => {
            expect(french[index]).toMatch(new RegExp(INSIGHT_TAG_PATTERN));
            expect(tags.get(tag) ?? french[index]).toBe(french[index]);
            tags.set(tag, french[index]!);
          });
        }
      });
  });

  describe('pictures', () => {
    const pictures = translations.pictures!;

    it('translate the alt text of every shipped picture, by its path', () => {
      expect(Object.keys(pictures).sort()).toEqual(SHIPPED_PICTURES.map((picture) => picture.path).sort());
      const problems: string[] = [];
      for (const picture of SHIPPED_PICTURES) {
        compare(`pictures.${picture.path}`, { alt: picture.alt }, pictures[picture.path], problems);
        const alt = pictures[picture.path]?.alt;
        if (typeof alt === 'string' && alt.length > MEDIA_ALT_MAX_LENGTH)
          problems.push(`pictures.${picture.path}.alt: longer than ${MEDIA_ALT_MAX_LENGTH}`);
      }
      expect(problems).toEqual([]);
    });
  });

  describe('settings', () => {
    const settings = translations.settings as Record<string, Json>;
    /** The visitor-facing texts of the default settings, by section (not contacts, URLs, names of tools). */
    const TEXTS: Record<string, readonly string[]> = {
      businessHours: ['days'],
      hero: ['eyebrow', 'title', 'highlight', 'lead', 'primaryAction', 'secondaryAction'],
      counters: ['label'],
      principles: ['title', 'line'],
      tools: ['insight'],
      footerServices: ['label'],
    };
    const pick = (value: Record<string, unknown>, keys: readonly string[]) =>
      Object.fromEntries(keys.map((key) => [key, value[key]]));
    const defaults = DEFAULT_SITE_SETTINGS as unknown as Record<string, unknown>;
    const english = Object.fromEntries(
      Object.entries(TEXTS).map(([section, keys]) => {
        const value = defaults[section];
        return [
          section,
          Array.isArray(value)
            ? value.map((row: Record<string, unknown>) => pick(row, keys))
            : pick(value as Record<string, unknown>, keys),
        ];
      }),
    );

    it('translate every visitor-facing text of the default settings, with their nesting', () => {
      const problems: string[] = [];
      compare('settings', english, settings, problems);
      expect(problems).toEqual([]);
    });

    it('make settings the site accepts (lengths)', () => {
      const merged = Object.fromEntries(
        Object.entries(defaults).map(([section, value]) => {
          const french = settings[section];
          if (!french) return [section, value];
          return [
            section,
            Array.isArray(value)
              ? value.map((row: object, index) => ({ ...row, ...(french as readonly object[])[index] }))
              : { ...(value as object), ...(french as object) },
          ];
        }),
      );
      expect([...Value.Errors(SiteSettings, merged)].map((error) => error.message)).toEqual([]);
    });

    it('name the services in the footer as their French titles', () => {
      const labels = (settings.footerServices as ReadonlyArray<{ label: string }>).map((row) => row.label);
      expect(labels).toEqual(
        DEFAULT_SITE_SETTINGS.footerServices.map(({ serviceId }) => translations.services![serviceId]?.title),
      );
    });
  });
});
