import { screen, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { LatestInsights, HOME_INSIGHTS } from './latest-insights';

test('the home page shows the newest three insights and links to all of them', async () => {
  const template = db.insights[2]!;
  db.insights.push({
    ...template,
    id: 'oldest',
    slug: 'oldest',
    title: 'The oldest',
    createdAt: '2020-01-01T00:00:00.000Z',
  });
  renderWithProviders(<LatestInsights />);
  const region = await screen.findByRole('region', { name: 'Latest from our team' });
  await within(region).findByRole('link', { name: 'Clean data before AI' });
  expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(HOME_INSIGHTS);
  expect(within(region).queryByRole('link', { name: 'The oldest' })).not.toBeInTheDocument();
  expect(within(region).getByRole('link', { name: 'View All Insights' })).toHaveAttribute(
    'href',
    '/insights',
  );
});

test('in French the home page lists only the insights translated into French, by their French titles', async () => {
  const inFrench = db.insights.filter((insight) => (insight.translations as { fr?: object } | undefined)?.fr);
  renderWithProviders(<LatestInsights />, { route: '/fr/', path: '/fr/' });
  const region = await screen.findByRole('region', { name: 'Les dernières publications de l’équipe' });
  await within(region).findByRole('link', { name: 'Des tableaux de bord vraiment utilisés' });
  expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(inFrench.length);
  expect(within(region).queryByRole('link', { name: 'Clean data before AI' })).not.toBeInTheDocument();
});
