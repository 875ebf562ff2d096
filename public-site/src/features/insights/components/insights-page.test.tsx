import { fireEvent, screen, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { InsightsPage, INSIGHTS_PER_PAGE } from './insights-page';

const titles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
    .filter((text) => text !== 'Pages');
const chip = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by tag' })).getByRole('button', { name });

function renderAt(route = '/insights') {
  return renderWithProviders(<InsightsPage />, { route, path: '/insights' });
}

test('lists the published insights newest first, with date, reading time, summary and tags', async () => {
  renderAt();
  const link = await screen.findByRole('link', {
    name: 'Five signals of mobile-money fraud you can see in your own data',
  });
  expect(link).toHaveAttribute('href', '/insights/mobile-money-fraud-signals');
  expect(titles()).toEqual([
    'Five signals of mobile-money fraud you can see in your own data',
    'Dashboards people actually use',
    'Clean data before AI',
  ]);
  const card = link.closest('li') as HTMLElement;
  expect(within(card).getByText('2 May 2024')).toHaveAttribute('datetime', '2024-05-02T07:00:00.000Z');
  expect(within(card).getByText('1 min read')).toBeInTheDocument();
  expect(within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(3);
});

test('loads the first cover at once (the largest paint as the page opens) and the others when scrolled to', async () => {
  const { container } = renderAt();
  await screen.findByRole('link', { name: 'Clean data before AI' });
  // The covers are decorative (alt=""): no role to find them by.
  const covers = [...container.querySelectorAll('li img')];
  expect(covers.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
});

test('leaves drafts out', async () => {
  db.insights[1]!.status = 'draft';
  renderAt();
  await screen.findByRole('link', { name: 'Clean data before AI' });
  expect(screen.queryByRole('link', { name: 'Dashboards people actually use' })).not.toBeInTheDocument();
});

test('filters by a tag chip, labelled in words, kept in the address as the tag, and shows all again', async () => {
  renderAt('/insights?tag=machine-learning');
  await screen.findByRole('link', { name: 'Clean data before AI' });
  expect(titles()).toEqual([
    'Five signals of mobile-money fraud you can see in your own data',
    'Clean data before AI',
  ]);
  expect(chip('Machine learning')).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(chip('Dashboards'));
  await screen.findByRole('link', { name: 'Dashboards people actually use' });
  expect(titles()).toEqual(['Dashboards people actually use']);
  fireEvent.click(chip('All'));
  await screen.findByRole('link', { name: 'Clean data before AI' });
  expect(titles()).toHaveLength(3);
});

test('searches, and says so when nothing matches', async () => {
  renderAt();
  await screen.findByRole('link', { name: 'Clean data before AI' });
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search insights' }), {
    target: { value: 'no such thing anywhere' },
  });
  expect(await screen.findByText('No insights match your search.')).toBeInTheDocument();
});

test('pages through the list with Older and Newer', async () => {
  const template = db.insights[0]!;
  for (let index = 0; index < INSIGHTS_PER_PAGE; index++)
    db.insights.push({ ...template, id: `extra-${index}`, slug: `extra-${index}`, title: `Extra ${index}` });
  renderAt();
  const older = await screen.findByRole('link', { name: 'Older →' });
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(older).toHaveAttribute('href', '/insights?page=2');
});

test('in French: dates and reading times written in French, and the French feeds', async () => {
  renderWithProviders(<InsightsPage />, { route: '/fr/insights', path: '/fr/insights' });
  const time = await screen.findByText('2 mai 2024');
  expect(time).toHaveAttribute('datetime', '2024-05-02T07:00:00.000Z');
  expect(screen.getAllByText(/\d+ min de lecture/).length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'Flux RSS' })).toHaveAttribute('href', '/fr/insights/feed.xml');
  expect(screen.getByRole('link', { name: 'Flux Atom' })).toHaveAttribute('href', '/fr/insights/atom.xml');
  expect(screen.getByRole('searchbox', { name: 'Rechercher une publication' })).toBeInTheDocument();
});
