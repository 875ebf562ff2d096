import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SITE_SETTINGS, site } from '@mwangaza/shared';
import { saveMockSiteSettings } from '@mwangaza/shared/mocks/db';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { Footer } from './footer';

describe('Footer', () => {
  it('links to all seven services by id', () => {
    renderWithProviders(<Footer />);
    const services = screen.getByRole('navigation', { name: 'Services' });
    const links = within(services).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Big Data Analytics', '/services/big-data-analytics'],
      ['Data Visualization', '/services/data-visualization'],
      ['Data Pipelines', '/services/data-pipelines'],
      ['Data Lakes', '/services/data-lakes'],
      ['Automated Data Entry', '/services/automated-data-entry'],
      ['Cleansing & Validation', '/services/cleansing-validation'],
      ['Training', '/services/training'],
    ]);
  });

  it('on a French page links to the services by their French addresses, and only to those translated', async () => {
    renderWithProviders(<Footer />, { route: '/fr/', path: '/fr/' });
    const services = screen.getByRole('navigation', { name: 'Services' });
    await waitFor(() =>
      expect(
        within(services)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/fr/services/visualisation-de-donnees', '/fr/services/pipelines-de-donnees']),
    );
  });

  it('shows quick links, contact details, social links and the current year', () => {
    renderWithProviders(<Footer />);
    const quick = screen.getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/about', '/services', '/case-studies', '/insights', '/contact']);
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+254709123456');
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByText(/Nairobi, Kenya/)).toBeInTheDocument();
    for (const social of site.social) {
      const link = screen.getByRole('link', { name: `${social.name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', social.url);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} ${site.name}`))).toBeInTheDocument();
  });

  it('shows the contact details, service links and social links staff saved', async () => {
    saveMockSiteSettings({
      contact: { ...DEFAULT_SITE_SETTINGS.contact, phone: '+254 711 222 333', email: 'team@example.co.ke' },
      footerServices: [{ serviceId: 'data-cleansing', label: 'Data Cleansing' }],
      social: [{ name: 'YouTube', url: 'https://www.youtube.com/@mwangaza' }],
    });
    renderWithProviders(<Footer />);
    expect(await screen.findByRole('link', { name: '+254 711 222 333' })).toHaveAttribute(
      'href',
      'tel:+254711222333',
    );
    expect(screen.getByRole('link', { name: 'team@example.co.ke' })).toHaveAttribute(
      'href',
      'mailto:team@example.co.ke',
    );
    const services = screen.getByRole('navigation', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/services/data-cleansing']);
    expect(screen.getByRole('link', { name: 'YouTube (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@mwangaza',
    );
    expect(screen.queryByRole('link', { name: 'LinkedIn (opens in a new tab)' })).not.toBeInTheDocument();
  });
});
