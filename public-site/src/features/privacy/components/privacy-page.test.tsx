import { screen } from '@testing-library/react';
import { DEFAULT_SITE_SETTINGS } from '@mwangaza/shared';
import { saveMockSiteSettings } from '@mwangaza/shared/mocks/db';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { serveOk } from '../../../lib/mock-api-answers';
import { PrivacyPage } from './privacy-page';

const keptFor = () => screen.getByRole('heading', { name: 'How long we keep it' }).parentElement;

describe('PrivacyPage', () => {
  it('states what is collected, how long enquiries are kept and how to exercise your rights', async () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Notice | Mwangaza Analytics');
    expect(keptFor()).toHaveTextContent('We keep an enquiry for 24 months from the day we receive it.');
    expect(screen.getAllByRole('link', { name: 'privacy@mwangaza-analytics.co.ke' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@mwangaza-analytics.co.ke',
    );
    expect(screen.getByText(/Data Protection Act, 2019 you may/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });

  it('states the retention the API is configured with, not only the default', async () => {
    serveOk(
      '*/api/settings',
      { settings: DEFAULT_SITE_SETTINGS, enquiryRetentionMonths: 36, version: 0, updatedAt: null },
      'Site settings retrieved successfully',
    );
    renderWithProviders(<PrivacyPage />);
    expect(
      await screen.findByText(/We keep an enquiry for 36 months from the day we receive it\./),
    ).toBeInTheDocument();
  });

  it('names the office and the privacy address staff saved in the site settings', async () => {
    saveMockSiteSettings({
      contact: { ...DEFAULT_SITE_SETTINGS.contact, privacyEmail: 'dpo@example.co.ke', city: 'Kisumu' },
    });
    renderWithProviders(<PrivacyPage />);
    expect((await screen.findAllByRole('link', { name: 'dpo@example.co.ke' }))[0]).toHaveAttribute(
      'href',
      'mailto:dpo@example.co.ke',
    );
    expect(screen.getByText(/Westlands, Kisumu, Kenya\) is the data controller/)).toBeInTheDocument();
  });
});

describe('PrivacyPage in French', () => {
  it('reads in French, with its date written the French way', async () => {
    renderWithProviders(<PrivacyPage />, { route: '/fr/privacy', path: '/fr/privacy' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Politique de confidentialité');
    expect(screen.getByText(/Dernière mise à jour\s:\s24 novembre 2026/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Combien de temps nous les conservons' }).parentElement,
    ).toHaveTextContent('Nous conservons une demande 24 mois à compter de sa réception.');
    expect(screen.getByRole('link', { name: 'formulaire de contact' })).toHaveAttribute(
      'href',
      '/fr/contact',
    );
  });
});
