import { screen } from '@testing-library/react';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { PrivacyPage } from './privacy-page';

describe('PrivacyPage', () => {
  it('states what is collected, how long enquiries are kept and how to exercise your rights', () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Notice | Mwangaza Analytics');
    expect(screen.getByRole('heading', { name: 'How long we keep it' }).parentElement).toHaveTextContent(
      'We keep an enquiry for 24 months from the day we receive it.',
    );
    expect(screen.getAllByRole('link', { name: 'privacy@mwangaza-analytics.co.ke' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@mwangaza-analytics.co.ke',
    );
    expect(screen.getByText(/Data Protection Act, 2019 you may/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});
