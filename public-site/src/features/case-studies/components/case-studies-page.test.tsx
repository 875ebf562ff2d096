import { screen, within } from '@testing-library/react';
import { caseStudyFixtures } from '@mwangaza/shared/mocks/db';
import { CASE_STUDY_CATEGORIES } from '@mwangaza/shared';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { CaseStudiesPage } from './case-studies-page';
import { failOnce, serveList } from '../../../lib/mock-api-answers';

const featured = () => screen.getByRole('region', { name: 'Featured Projects' });
const others = () => screen.getByRole('region', { name: 'More Case Studies' });
const titlesIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
/** Every case study the page shows, in both grids. */
const shown = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
    .filter((title) => caseStudyFixtures.some((c) => c.title === title));
const search = () => screen.getByRole('searchbox', { name: 'Search case studies' });
const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name });

async function renderPage() {
  const result = renderWithProviders(<CaseStudiesPage />, { route: '/case-studies', path: '/case-studies' });
  await screen.findByRole('region', { name: 'Featured Projects' });
  await screen.findByRole('button', { name: 'Finance' });
  return result;
}

test('the featured grid holds the featured case studies and the other grid the rest: none is shown twice', async () => {
  await renderPage();
  const byTitle = (list: readonly { title: string }[]) => list.map((c) => c.title).sort();
  expect(titlesIn(featured()).sort()).toEqual(byTitle(caseStudyFixtures.filter((c) => c.featured)));
  expect(titlesIn(others()).sort()).toEqual(byTitle(caseStudyFixtures.filter((c) => !c.featured)));
  expect(shown()).toHaveLength(caseStudyFixtures.length);
  expect(new Set(shown()).size).toBe(caseStudyFixtures.length);
});

test("cuts a card's brief after a whole word, never inside one", async () => {
  const long = caseStudyFixtures.map((c, index) =>
    index === 0
      ? {
          ...c,
          brief:
            'A Ghanaian cooperative of 14,000 smallholder farmers wanted reliable harvest forecasts so it could negotiate forward contracts with buyers well before the season started.',
        }
      : c,
  );
  serveList('*/api/case-studies', 'caseStudies', long);
  await renderPage();
  const brief = screen.getByText(/^A Ghanaian cooperative/);
  expect(brief.textContent).toMatch(/ [a-z]+…$/);
  expect(long[0]!.brief.split(' ')).toContain(brief.textContent!.split(' ').at(-1)!.slice(0, -1));
});

test('a card shows image, category, title, client, brief, first result and links to the detail page', async () => {
  await renderPage();
  const card = screen.getByRole('link', { name: 'Fleet Data Lake' }).closest('article') as HTMLElement;
  expect(within(card).getByRole('link', { name: 'Fleet Data Lake' })).toHaveAttribute(
    'href',
    '/case-studies/cs-logistics',
  );
  expect(within(card).getByRole('img', { name: 'Fleet Data Lake illustration' })).toHaveAttribute(
    'height',
    '500',
  );
  expect(within(card).getByText('Other')).toBeInTheDocument();
  expect(within(card).getByText('Rift Valley Logistics')).toBeInTheDocument();
  expect(within(card).getByText(/joining telematics, fuel and maintenance/)).toBeInTheDocument();
  expect(within(card).getByText('Fuel costs down 8%')).toBeInTheDocument();
  expect(within(card).queryByText('Maintenance planned from data')).not.toBeInTheDocument();
});

test('the chips are All plus the categories in use, All selected first', async () => {
  await renderPage();
  const chips = within(screen.getByRole('group', { name: 'Filter by category' })).getAllByRole('button');
  expect(chips.map((c) => c.textContent)).toEqual(['All', ...CASE_STUDY_CATEGORIES]);
  expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
});

test('the search is live and case-insensitive on title, client or brief', async () => {
  const { user } = await renderPage();
  await user.type(search(), 'umoja sacco');
  expect(shown()).toEqual(['Credit Scoring for a SACCO']);
  await user.clear(search());
  await user.type(search(), 'SATELLITE');
  expect(shown()).toEqual(['Yield Forecasting for Smallholders']);
  await user.clear(search());
  await user.type(search(), 'churn');
  expect(shown()).toEqual(['Churn Prediction']);
});

test('a category chip combines with the search', async () => {
  const { user } = await renderPage();
  await user.click(chip('Finance'));
  expect(chip('Finance')).toHaveAttribute('aria-pressed', 'true');
  expect(shown().sort()).toEqual(['Credit Scoring for a SACCO', 'Fraud Detection Pipeline']);

  await user.type(search(), 'fraud');
  expect(shown()).toEqual(['Fraud Detection Pipeline']);

  await user.click(chip('All'));
  expect(shown()).toEqual(['Fraud Detection Pipeline']);
});

test('no hits says so, and Clear search resets the search and the category', async () => {
  const { user } = await renderPage();
  await user.click(chip('Healthcare'));
  await user.type(search(), 'maize');
  expect(screen.getByText('No case studies found matching "maize"')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(search()).toHaveValue('');
  expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
  expect(shown()).toHaveLength(caseStudyFixtures.length);
});

test('says "No featured case studies available." when none is featured', async () => {
  const caseStudies = caseStudyFixtures.map((c) => ({ ...c, featured: false }));
  serveList('*/api/case-studies', 'caseStudies', caseStudies);
  await renderPage();
  expect(within(featured()).getByText('No featured case studies available.')).toBeInTheDocument();
  expect(titlesIn(screen.getByRole('region', { name: 'Case Studies' }))).toHaveLength(
    caseStudyFixtures.length,
  );
});

test('a failed load shows the server message and Try again reloads', async () => {
  failOnce('*/api/case-studies', 500);
  const { user } = renderWithProviders(<CaseStudiesPage />, {
    route: '/case-studies',
    path: '/case-studies',
  });
  expect(screen.getByText('Loading case studies...')).toBeInTheDocument();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Database unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('region', { name: 'Featured Projects' })).toBeInTheDocument();
});

test('in Kiswahili the headings, the chips and the count read in Kiswahili; the filter still works', async () => {
  const { user } = renderWithProviders(<CaseStudiesPage />, {
    route: '/sw/case-studies',
    path: '/sw/case-studies',
  });
  await screen.findByRole('region', { name: 'Miradi teule' });
  const chips = screen.getByRole('group', { name: 'Chuja kwa sekta' });
  // Only the case studies translated into Kiswahili are listed there (the mocks translate the hospital's).
  const inKiswahili = caseStudyFixtures.filter((c) => (c.translations as { sw?: object } | undefined)?.sw);
  await user.click(await within(chips).findByRole('button', { name: 'Fedha' }));
  expect(screen.getByRole('status')).toHaveTextContent(`Inaonyesha 0 kati ya ${inKiswahili.length}`);
  await user.click(within(chips).getByRole('button', { name: 'Afya' }));
  expect(screen.getByRole('status')).toHaveTextContent(`Inaonyesha 1 kati ya ${inKiswahili.length}`);
  expect(screen.getByRole('heading', { level: 3, name: 'Kutabiri Wagonjwa Watakaolazwa' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Anzisha mradi wako' })).toHaveAttribute('href', '/sw/contact');
});
