import { screen, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { PersonProfilePage } from './person-profile-page';
import { TeamSection } from './team-section';

const profileAt = (slug: string) =>
  renderWithProviders(<PersonProfilePage />, { route: `/about/team/${slug}`, path: '/about/team/:id' });

it('shows the team in its display order, each linked to a profile, their initials standing in for a missing photo', async () => {
  renderWithProviders(<TeamSection />);
  const team = screen.getByRole('region', { name: 'The team behind the work' });
  await within(team).findByRole('link', { name: 'Achieng Otieno' });
  expect(
    within(team)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Achieng Otieno', 'Wanjiku Kariuki', 'Chinedu Okafor']);
  expect(within(team).getByRole('link', { name: 'Chinedu Okafor' })).toHaveAttribute(
    'href',
    '/about/team/chinedu-okafor',
  );
  expect(within(team).getByText('AO')).toHaveAttribute('aria-hidden', 'true');
  expect(within(team).getByText('Head of Analytics, Lagos')).toBeInTheDocument();
});

it("shows a person's profile: role, bio, links by network, their articles and an offer of a discovery call", async () => {
  profileAt('chinedu-okafor');
  expect(await screen.findByRole('heading', { level: 1, name: 'Chinedu Okafor' })).toBeInTheDocument();
  expect(screen.getByText(/dashboards and reporting that executives read/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'GitHub (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://github.com/chinedu-okafor',
  );
  const articles = await screen.findByRole('region', { name: 'Articles by Chinedu' });
  expect(within(articles).getByRole('link', { name: 'Dashboards people actually use' })).toHaveAttribute(
    'href',
    '/insights/dashboards-people-use',
  );
  const call = screen.getByRole('region', { name: 'Book a discovery call' });
  expect(
    within(call).getByRole('heading', { name: 'Book a discovery call with Chinedu' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Chinedu Okafor | Mwangaza Analytics');
});

it('offers no discovery call for someone who does not take them', async () => {
  profileAt('wanjiku-kariuki');
  await screen.findByRole('heading', { level: 1, name: 'Wanjiku Kariuki' });
  expect(screen.queryByRole('region', { name: 'Book a discovery call' })).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Work with us' })).toBeInTheDocument();
});

it("answers 'Person not found' for an unpublished or unknown profile, drawn like the site's 404", async () => {
  db.people[0]!.status = 'draft';
  profileAt('achieng-otieno');
  expect(await screen.findByRole('heading', { level: 1, name: 'Person not found' })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Meet the team' })).toHaveAttribute('href', '/about#team');
});

it('in French: the profile, its sections and its call read in French', async () => {
  renderWithProviders(<PersonProfilePage />, {
    route: '/fr/about/team/chinedu-okafor',
    path: '/fr/about/team/:id',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Chinedu Okafor' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'GitHub (s’ouvre dans un nouvel onglet)' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Articles de Chinedu' })).toBeInTheDocument();
  const call = screen.getByRole('region', { name: 'Réserver un appel découverte' });
  expect(within(call).getByRole('link', { name: 'Réserver un appel découverte' })).toHaveAttribute(
    'href',
    '/fr/contact',
  );
});
