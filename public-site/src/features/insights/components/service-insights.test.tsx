import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { ServiceInsights } from './service-insights';

test('a service page lists the insights that name the service', async () => {
  renderWithProviders(
    <ServiceInsights service={{ id: 'data-visualization', title: 'Data Visualization' }} />,
  );
  const region = await screen.findByRole('region', { name: 'Insights on Data Visualization' });
  expect(
    within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Dashboards people actually use']);
});
