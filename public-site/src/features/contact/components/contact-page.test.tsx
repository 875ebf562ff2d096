import { screen, within } from '@testing-library/react';
import { site } from '@mwangaza/shared';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
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
});
