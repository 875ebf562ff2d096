import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEFAULT_SITE_SETTINGS } from '@mwangaza/shared';
import { saveMockSiteSettings } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { HomePage } from './home-page';

describe('HomePage with the site settings', () => {
  it('shows the hero, counters, principles and tools staff saved', async () => {
    saveMockSiteSettings({
      hero: {
        ...DEFAULT_SITE_SETTINGS.hero,
        title: 'See your data',
        highlight: 'clearly',
        primaryAction: 'Talk to us',
      },
      counters: [
        { value: 14, suffix: '+', label: 'Countries Served' },
        ...DEFAULT_SITE_SETTINGS.counters.slice(1, 3),
        { value: 45, suffix: 'TB', label: 'Data Cleaned' },
      ],
      principles: [
        { title: 'Listeners', line: 'We ask first.' },
        ...DEFAULT_SITE_SETTINGS.principles.slice(1),
      ],
      tools: [{ name: 'DuckDB', mark: 'Dk', insight: 'Fast local analytics on one laptop.' }],
    });
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'See your data clearly' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('14+')).toBeInTheDocument();
    expect(screen.getByText('45TB')).toBeInTheDocument();
    expect(screen.getByText('Data Cleaned')).toBeInTheDocument();
    expect(screen.queryByText('12+')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Listeners' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Trendspotters' })).not.toBeInTheDocument();
    const tiles = screen.getAllByTestId('tool-tile');
    expect(tiles).toHaveLength(1);
    expect(tiles[0]).toHaveAccessibleDescription('Fast local analytics on one laptop.');
  });

  it('keeps today’s texts when the API cannot be reached, never a blank page', async () => {
    let asked = false;
    server.use(
      http.get('*/api/settings', () => {
        asked = true;
        return HttpResponse.json({ success: false, message: 'Unavailable' }, { status: 503 });
      }),
    );
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bring your data into the light');
    for (const text of ['12+', '200+', '95%', '30TB']) expect(screen.getByText(text)).toBeInTheDocument();
  });
});
