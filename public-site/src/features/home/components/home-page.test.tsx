import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mwangaza/shared/mocks/server';
import { db } from '@mwangaza/shared/mocks/db';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { serveOk } from '../../../lib/mock-api-answers';
import type { CaseStudy } from '@mwangaza/shared';
import { HomePage, preloadHomeSections } from './home-page';

// The sections below the hero are loaded lazily; here they are loaded before each render.
beforeAll(preloadHomeSections);

const section = (name: string) => screen.getByRole('region', { name });
const CASE_STUDIES = 'Results our clients can measure';
const SERVICES = 'Services that take you from data to decisions';

function featured(n: number): CaseStudy {
  return {
    id: `featured-${n}`,
    slug: `featured-${n}`,
    title: `Featured project ${n}`,
    client: `Client ${n}`,
    category: 'Finance',
    brief: 'A brief.',
    image: '/images/case-studies/default.webp',
    results: ['Result one', 'Result two', 'Result three', 'Result four'],
    featured: true,
    status: 'published',
    publishAt: null,
    version: 1,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

describe('HomePage', () => {
  it('shows the hero with calls to action to /contact and /services', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bring your data into the light');
    expect(screen.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  });

  it('shows the four counters, three principles and ten tools', () => {
    renderWithProviders(<HomePage />);
    for (const text of ['12+', '200+', '95%', '30TB']) expect(screen.getByText(text)).toBeInTheDocument();
    for (const label of ['Countries Served', 'Projects Delivered', 'Client Satisfaction', 'Data Processed']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    for (const name of ['Trendspotters', 'Simplifiers', 'Precisionists']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('tool-tile')).toHaveLength(10);
  });

  it('makes every tool tile focusable, with its insight as the description', async () => {
    const { user } = renderWithProviders(<HomePage />);
    const tile = screen.getAllByTestId('tool-tile')[0]!;
    expect(tile).toHaveAttribute('tabindex', '0');
    expect(tile).toHaveAccessibleDescription(/data wrangling/);
    tile.focus();
    expect(tile).toHaveFocus();
    await user.tab();
    expect(screen.getAllByTestId('tool-tile')[1]).toHaveFocus();
  });

  it('shows at most 3 featured case studies, each with at most 2 results, and a link to all', async () => {
    // The server ignores the limit here: the page must still cap what it shows.
    serveOk('*/api/case-studies', {
      caseStudies: [1, 2, 3, 4, 5].map(featured),
      pagination: { page: 1, limit: 3, total: 5, pages: 2 },
    });
    renderWithProviders(<HomePage />);
    await screen.findByRole('link', { name: 'Featured project 1' });
    const region = section(CASE_STUDIES);
    const cards = within(region).getAllByRole('link', { name: /Featured project/ });
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('href', '/case-studies/featured-1');
    for (const list of within(region).getAllByRole('list', { name: 'Results' })) {
      expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    }
    expect(within(region).queryByText('Result three')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'View All Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    );
  });

  it('shows the first 4 services linking to their pages and to /services', async () => {
    renderWithProviders(<HomePage />);
    await screen.findByRole('link', { name: db.services[0]!.title });
    const region = section(SERVICES);
    const titles = db.services.slice(0, 4).map((s) => s.title);
    for (const [index, title] of titles.entries()) {
      expect(within(region).getByRole('link', { name: title })).toHaveAttribute(
        'href',
        `/services/${db.services[index]!.id}`,
      );
    }
    expect(within(region).queryByRole('link', { name: db.services[4]!.title })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Explore All Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('shows the empty messages when there is nothing to feature', async () => {
    db.caseStudies = db.caseStudies.map((c) => ({ ...c, featured: false }));
    db.services = [];
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('No featured case studies available.')).toBeInTheDocument();
    expect(await screen.findByText('No services available.')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that recovers', async () => {
    let fail = true;
    server.use(
      http.get('*/api/services', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 })
          : undefined,
      ),
    );
    const { user } = renderWithProviders(<HomePage />);
    expect(within(section(SERVICES)).getByRole('status')).toHaveTextContent('Loading services...');
    const alert = await within(section(SERVICES)).findByRole('alert');
    expect(alert).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section(SERVICES)).findByRole('link', { name: db.services[0]!.title }),
    ).toBeInTheDocument();
  });

  it('falls back to the generic message when the request fails without one', async () => {
    server.use(http.get('*/api/case-studies', () => HttpResponse.error()));
    renderWithProviders(<HomePage />);
    expect(await within(section(CASE_STUDIES)).findByRole('alert')).toHaveTextContent(
      'Failed to load case studies',
    );
  });
});
