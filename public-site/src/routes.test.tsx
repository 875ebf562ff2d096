import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import PublicSiteRoutes from './routes';

describe('public routes', () => {
  it('shows a not-found page with a link home for unknown paths', async () => {
    renderWithProviders(<PublicSiteRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(document.title).toBe('Page not found | Mwangaza Analytics');
  });

  it('renders pages inside the shared frame with a skip link to the main content', async () => {
    renderWithProviders(<PublicSiteRoutes />, { route: '/about' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We bring data into the light' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('moves focus to the new page heading and scrolls to the top on navigation', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<PublicSiteRoutes />, { route: '/no-such-page' });
    await screen.findByRole('heading', { name: 'Page not found' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Contact' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Let’s talk about your data' });
    await screen.findByText('Step 1 of 3');
    expect(heading).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});
