import { connectTracking, type TrackedHit } from '@mwangaza/shared';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { NotFoundPage } from './not-found-page';

it('records that a visitor reached a page that does not exist, with its path', () => {
  const hits: TrackedHit[] = [];
  const disconnect = connectTracking((hit) => hits.push(hit));
  window.history.replaceState(null, '', '/case-studies/old-name');
  renderWithProviders(<NotFoundPage />, { route: '/case-studies/old-name', path: '*' });
  disconnect();
  expect(hits).toContainEqual({ type: 'event', name: 'not_found', path: '/case-studies/old-name' });
});
