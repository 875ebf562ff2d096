import { screen, waitFor, within } from '@testing-library/react';
import { serviceFixtures } from '@mwangaza/shared/mocks/db';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { ServicesPage } from './services-page';
import { failOnce, serveList } from '../../../lib/mock-api-answers';

const servicesList = () => screen.getByRole('region', { name: 'All services' });
const cardTitles = () =>
  within(servicesList())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search services' });

function renderPage() {
  return renderWithProviders(<ServicesPage />, { route: '/services', path: '/services' });
}

const serveServices = (services: unknown[]) => serveList('*/api/services', 'services', services);

test('shows a card per service with its image, two feature labels and a link to its page', async () => {
  renderPage();
  expect(screen.getByText('Loading services...')).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: 'Data Visualization' });
  expect(link).toHaveAttribute('href', '/services/data-visualization');
  expect(cardTitles()).toHaveLength(serviceFixtures.length);

  const card = link.closest('article') as HTMLElement;
  const image = within(card).getByRole('img', { name: 'Data Visualization illustration' });
  expect(image).toHaveAttribute('width', '800');
  expect(image).toHaveAttribute('height', '500');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Executive dashboards', 'Real-time monitoring']);
});

test('loads the first card image at once (in view as the page opens) and the others when scrolled to', async () => {
  renderPage();
  await screen.findByRole('link', { name: 'Data Visualization' });
  const loading = within(servicesList())
    .getAllByRole('img')
    .map((image) => image.getAttribute('loading'));
  expect(loading[0]).toBe('eager');
  expect(new Set(loading.slice(1))).toEqual(new Set(['lazy']));
});

test.each([
  [5, '+3 more features'],
  [3, '+1 more feature'],
])('a service with %i features notes "%s"', async (count, note) => {
  const features = Array.from({ length: count }, (_, i) => `Feature ${i + 1} - detail ${i + 1}`);
  serveServices([{ ...serviceFixtures[0], features }]);
  renderPage();
  expect(await screen.findByText(note)).toBeInTheDocument();
});

test('a service with two features has no more-features note', async () => {
  serveServices([{ ...serviceFixtures[0], features: ['One - a', 'Two - b'] }]);
  renderPage();
  await screen.findByRole('link', { name: serviceFixtures[0]!.title });
  expect(screen.queryByText(/more feature/)).not.toBeInTheDocument();
});

test('the search filters live and case-insensitively on title or description', async () => {
  const { user } = renderPage();
  await screen.findByRole('link', { name: 'Data Pipelines' });

  await user.type(search(), 'PIPEL');
  expect(cardTitles()).toEqual(['Data Pipelines']);

  await user.clear(search());
  await user.type(search(), 'dashboards and reports');
  expect(cardTitles()).toEqual(['Data Visualization']);
});

test('a search with no hits says so, and Clear search brings every service back', async () => {
  const { user } = renderPage();
  await screen.findByRole('link', { name: 'Data Pipelines' });
  await user.type(search(), 'blockchain');

  expect(screen.getByText('No services found matching "blockchain"')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(search()).toHaveValue('');
  expect(search()).toHaveFocus();
  expect(cardTitles()).toHaveLength(serviceFixtures.length);
});

test('says "No services available." when there are none', async () => {
  serveServices([]);
  renderPage();
  expect(await screen.findByText('No services available.')).toBeInTheDocument();
});

test('a failed load shows the error and Try again loads the list again', async () => {
  failOnce('*/api/services', 500);
  const { user } = renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to load services: Database unavailable');

  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Data Pipelines' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

test('the page holds the questionnaire, the Why Choose Us block and the contact call to action', async () => {
  renderPage();
  await screen.findByRole('link', { name: 'Data Pipelines' });
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get My Recommendations' })).toBeDisabled();
  const why = screen.getByRole('region', { name: /accountable for results/i });
  expect(within(why).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  expect(screen.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute('href', '/contact');
});

test('in French the page, its counts and its search read in French', async () => {
  const { user } = renderWithProviders(<ServicesPage />, { route: '/fr/services', path: '/fr/services' });
  const searchBox = await screen.findByRole('searchbox', { name: 'Rechercher un service' });
  // Only the services translated into French are listed there, under their French titles.
  await screen.findByRole('link', { name: 'Pipelines de données' });
  const inFrench = serviceFixtures.filter((s) => (s.translations as { fr?: object } | undefined)?.fr);
  const list = screen.getByRole('region', { name: 'Tous nos services' });
  expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(inFrench.length);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Des services data qui transforment/);
  await user.type(searchBox, 'PIPEL');
  expect(screen.getByRole('status')).toHaveTextContent(`1 service sur ${inFrench.length} correspond`);
  await user.clear(searchBox);
  await user.type(searchBox, 'blockchain');
  expect(screen.getByText('Aucun service ne correspond à « blockchain »')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Démarrer la conversation' })).toHaveAttribute(
    'href',
    '/fr/contact',
  );
});
