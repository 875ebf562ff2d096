import { screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from 'react-router';
import { LOCALE_INFO, LOCALES, type Locale } from '@mwangaza/shared/i18n';
import { db } from '@mwangaza/shared/mocks/db';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import en from '@mwangaza/shared/i18n/messages/en.json';
import fr from '@mwangaza/shared/i18n/messages/fr.json';
import sw from '@mwangaza/shared/i18n/messages/sw.json';
import { PublicLayout } from '../layout/public-layout';
import { HomePage, preloadHomeSections } from '../features/home/components/home-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { catalogPart, partOf } from './catalog-parts';

const CATALOGS: Record<Locale, Record<string, string>> = { en, sw, fr };

beforeAll(preloadHomeSections);

/** The frame and `page` in `locale` with only the home part of its catalog; the texts react-intl missed. */
async function renderFromHomePart(locale: Locale, path: string, page: React.ReactElement): Promise<string[]> {
  const missing: string[] = [];
  renderWithProviders(
    <Routes>
      <Route
        element={
          <IntlProvider
            locale={LOCALE_INFO[locale].intl}
            defaultLocale="en-KE"
            messages={catalogPart(CATALOGS[locale], 'home')}
            onError={(error) => missing.push(error.message)}
          >
            <PublicLayout />
          </IntlProvider>
        }
      >
        <Route path="*" element={page} />
      </Route>
    </Routes>,
    { route: path },
  );
  // The footer (with the newsletter form) and the home page's cards, drawn from the API's answers.
  await screen.findByRole('contentinfo');
  return missing;
}

type Translated = { title: string; translations?: unknown };

/** The home page's cards in `locale`, drawn from the API's answers: the first item in it, or the empty message. */
async function cardsDrawn(locale: Locale) {
  const sections = [
    [db.services, 'home.servicesEmpty'],
    [db.insights.filter((insight) => insight.status === 'published'), 'home.insightsEmpty'],
  ] as const;
  for (const [items, empty] of sections) {
    const titles = (items as readonly Translated[]).map((item) =>
      locale === 'en'
        ? item.title
        : (item.translations as Partial<Record<Locale, { title?: string }>> | undefined)?.[locale]?.title,
    );
    const title = titles.find(Boolean);
    await (title ? screen.findByRole('link', { name: title }) : screen.findByText(CATALOGS[locale][empty]!));
  }
}

describe('catalog parts', () => {
  it.each(LOCALES)('has every text of the home page and its frame in the home part (%s)', async (locale) => {
    const prefix = LOCALE_INFO[locale].prefix;
    const missing = await renderFromHomePart(locale, `${prefix}/`, <HomePage />);
    await cardsDrawn(locale);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('has every text of the not-found page in the home part (%s)', async (locale) => {
    const missing = await renderFromHomePart(
      locale,
      `${LOCALE_INFO[locale].prefix}/nowhere`,
      <NotFoundPage />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(missing).toEqual([]);
  });

  it('splits each catalog in two: the home part is a small share, and nothing is lost', () => {
    for (const catalog of Object.values(CATALOGS)) {
      const home = catalogPart(catalog, 'home');
      const pages = catalogPart(catalog, 'pages');
      expect({ ...home, ...pages }).toEqual(catalog);
      expect(Object.keys(home).length).toBeLessThan(Object.keys(catalog).length / 3);
    }
    expect(partOf('home.metaTitle')).toBe('home');
    expect(partOf('services.metaTitle')).toBe('pages');
    expect(partOf('insights.byline')).toBe('pages');
  });
});
