import { screen, within } from '@testing-library/react';
import { DEFAULT_SITE_SETTINGS, site } from '@mwangaza/shared';
import { saveMockSiteSettings } from '@mwangaza/shared/mocks/db';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { ContactPage } from './contact-page';

const localBusinessOf = () =>
  JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as {
    telephone: string;
    openingHoursSpecification: { opens: string; closes: string }[];
  } | null;

describe('ContactPage', () => {
  it('shows the contact facts and hours staff saved, also as LocalBusiness structured data', async () => {
    saveMockSiteSettings({
      contact: { ...DEFAULT_SITE_SETTINGS.contact, phone: '+254 711 222 333', area: 'Kilimani' },
      businessHours: [
        { days: 'Monday - Saturday', dayOfWeek: ['Monday', 'Saturday'], opens: '07:30', closes: '17:00' },
      ],
    });
    renderWithProviders(<ContactPage />);
    const details = screen.getByRole('complementary', { name: 'Contact details' });
    expect(await within(details).findByRole('link', { name: '+254 711 222 333' })).toHaveAttribute(
      'href',
      'tel:+254711222333',
    );
    expect(within(details).getByText(/Kilimani, Nairobi, Kenya/)).toBeInTheDocument();
    expect(within(details).getByText('Monday to Saturday').nextElementSibling).toHaveTextContent(
      '7:30 AM to 5:00 PM',
    );
    expect(within(details).queryByText('Sunday')).not.toBeInTheDocument();
    expect(localBusinessOf()).toMatchObject({
      telephone: '+254 711 222 333',
      openingHoursSpecification: [{ opens: '07:30', closes: '17:00' }],
    });
  });

  it('shows the contact details and business hours from the site configuration', () => {
    renderWithProviders(<ContactPage />);
    const details = screen.getByRole('complementary', { name: 'Contact details' });
    expect(within(details).getByRole('link', { name: site.phone })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: site.email })).toBeInTheDocument();
    expect(within(details).getByText(/Nairobi, Kenya/)).toBeInTheDocument();
    expect(within(details).getByText('Saturday').nextElementSibling).toHaveTextContent('9:00 AM to 1:00 PM');
    expect(within(details).getByText('Sunday').nextElementSibling).toHaveTextContent('Closed');
  });

  it('has an FAQ of 4 questions with one answer open at a time', async () => {
    const { user } = renderWithProviders(<ContactPage />);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(4);
    const [first, second] = questions as [HTMLElement, HTMLElement];
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/fixed price per phase/)).toBeVisible();
    expect(within(faq).getByText(/Data Protection Act/)).not.toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('in French: the page, the hours written the French way and the FAQ', () => {
    renderWithProviders(<ContactPage />, { route: '/fr/contact', path: '/fr/contact' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parlons de vos données');
    const details = screen.getByRole('complementary', { name: 'Nos coordonnées' });
    expect(details).toHaveTextContent(/de 0?9:00 à 13:00/);
    expect(details).toHaveTextContent('Fermé');
    expect(screen.getByRole('region', { name: 'Questions fréquentes' })).toBeInTheDocument();
  });
});
