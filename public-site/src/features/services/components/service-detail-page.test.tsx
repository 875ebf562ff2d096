import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { ServiceDetailPage } from './service-detail-page';
import { failOnce } from '../../../lib/mock-api-answers';

function renderAt(id: string) {
  return renderWithProviders(<ServiceDetailPage />, {
    route: `/services/${id}`,
    path: '/services/:id',
  });
}

test('shows the service: title, description, full description paragraphs, image and features', async () => {
  renderAt('data-visualization');
  expect(await screen.findByRole('heading', { level: 1, name: 'Data Visualization' })).toBeInTheDocument();
  expect(
    screen.getByText('Dashboards and reports that make your numbers clear to every audience.'),
  ).toBeInTheDocument();
  expect(screen.getByText(/We build interactive dashboards in Power BI/)).toBeInTheDocument();
  expect(screen.getByText('Every dashboard ships with documentation and training.')).toBeInTheDocument();
  const image = screen.getByRole('img', { name: 'Data Visualization illustration' });
  expect(image).toHaveAttribute('width', '800');
  expect(image).toHaveAttribute('height', '500');

  const features = screen.getByRole('region', { name: 'What you get' });
  const label = within(features).getByText('Executive dashboards');
  expect(label.tagName).toBe('STRONG');
  // Each line's explanation starts with a capital, however the editor wrote it after the dash.
  expect(within(features).getByText('The few numbers that matter, updated daily')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Discuss your project' })).toHaveAttribute('href', '/contact');
});

test('lists the case studies that mention the service', async () => {
  renderAt('data-lakes');
  const related = await screen.findByRole('region', { name: 'Related case studies' });
  expect(within(related).getByRole('link', { name: 'Fleet Data Lake' })).toHaveAttribute(
    'href',
    '/case-studies/cs-logistics',
  );
  expect(within(related).getAllByRole('article').length).toBeLessThanOrEqual(2);
});

test('an unknown service shows "Service not found" with a link back to /services', async () => {
  renderAt('no-such-service');
  expect(await screen.findByRole('heading', { name: 'Service not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /back to services/i })).toHaveAttribute('href', '/services');
});

test('another failure shows the server message with a retry', async () => {
  failOnce('*/api/services/:id', 503);
  const { user } = renderAt('data-lakes');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Database unavailable');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Data Lakes' })).toBeInTheDocument();
});
