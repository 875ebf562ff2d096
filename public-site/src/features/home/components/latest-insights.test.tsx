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
