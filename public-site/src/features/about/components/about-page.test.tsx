import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { AboutPage } from './about-page';

const cultureRegion = () => screen.getByRole('region', { name: 'Our culture' });

describe('AboutPage', () => {
  it('tells the story from 2015 to 2023 with stats and images', () => {
    renderWithProviders(<AboutPage />);
    const story = screen.getByRole('region', { name: /From two desks/ });
    const years = within(story)
      .getAllByRole('listitem')
      .map((li) => within(li).getByText(/^20\d\d$/).textContent);
    expect(years).toEqual(['2015', '2017', '2019', '2021', '2023']);
    expect(within(story).getByRole('heading', { name: 'Founded in Nairobi' })).toBeInTheDocument();
    const images = within(story).getAllByRole('img');
    for (const img of images) {
      expect(img).toHaveAttribute('alt');
      expect(img.getAttribute('alt')).not.toBe('');
      expect(img).toHaveAttribute('width', '800');
    }
    // The first milestone is in view on a phone as the page opens; the rest wait until scrolled to.
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('lists the culture items in their order, each linking to its page', async () => {
    db.cultureItems = [...db.cultureItems].reverse().map((item, index) => ({ ...item, order: 10 - index }));
    const expected = [...db.cultureItems].sort((a, b) => a.order - b.order);
    renderWithProviders(<AboutPage />);
    await within(cultureRegion()).findByRole('link', { name: expected[0]!.title });
    const links = within(cultureRegion()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(expected.map((item) => item.title));
    expect(links[0]).toHaveAttribute('href', `/about/culture/${expected[0]!.id}`);
    expect(within(cultureRegion()).getByText(expected[0]!.description)).toBeInTheDocument();
  });

  it('says so when there are no culture items', async () => {
    db.cultureItems = [];
    renderWithProviders(<AboutPage />);
    expect(await within(cultureRegion()).findByText('No culture items available.')).toBeInTheDocument();
  });

  it('shows the culture load error with a retry', async () => {
    server.use(http.get('*/api/culture', () => HttpResponse.error()));
    renderWithProviders(<AboutPage />);
    const alert = await within(cultureRegion()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load culture items');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('invites visitors to join the team through /contact', () => {
    renderWithProviders(<AboutPage />);
    const join = screen.getByRole('region', { name: 'Join the team' });
    expect(within(join).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
  });
});

describe('AboutPage in Kiswahili', () => {
  it('tells the story, the values and the invitation in Kiswahili', () => {
    renderWithProviders(<AboutPage />, { route: '/sw/about', path: '/sw/about' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tunaileta data kwenye mwanga');
    const story = screen.getByRole('region', { name: /Kutoka meza mbili Westlands/ });
    expect(within(story).getByRole('heading', { name: 'Tulianzishwa Nairobi' })).toBeInTheDocument();
    expect(within(story).getByRole('img', { name: /Nukta moja inayong'aa/ })).toBeInTheDocument();
    const join = screen.getByRole('region', { name: 'Jiunge na timu yetu' });
    expect(within(join).getByRole('link', { name: 'Wasiliana nasi' })).toHaveAttribute('href', '/sw/contact');
  });
});
