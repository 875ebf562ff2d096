import { screen, within } from '@testing-library/react';
import { site } from '@mwangaza/shared';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { Footer } from './footer';

describe('Footer', () => {
  it('links to the four featured services by id', () => {
    renderWithProviders(<Footer />);
    const services = screen.getByRole('navigation', { name: 'Services' });
    expect(within(services).getByRole('link', { name: 'Big Data Analytics' })).toHaveAttribute(
      'href',
      '/services/big-data-analytics',
    );
    expect(within(services).getByRole('link', { name: 'Data Visualization' })).toHaveAttribute(
      'href',
      '/services/data-visualization',
    );
    expect(within(services).getByRole('link', { name: 'Data Pipelines' })).toHaveAttribute(
      'href',
      '/services/data-pipelines',
    );
    expect(within(services).getByRole('link', { name: 'Data Lakes' })).toHaveAttribute(
      'href',
      '/services/data-lakes',
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
});
