import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { Link, Route, Routes } from 'react-router';
import { Navigation } from './navigation';

function Frame() {
  return (
    <>
      <Navigation />
      <Routes>
        <Route path="*" element={<Link to="/case-studies">Elsewhere</Link>} />
      </Routes>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: /menu/i });

describe('Navigation', () => {
  it('links to every public section and Get Started goes to /contact', () => {
    renderWithProviders(<Frame />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Case Studies', '/case-studies'],
      ['Contact', '/contact'],
      ['Get Started', '/contact'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('marks the current section with aria-current, including its sub-pages', () => {
    renderWithProviders(<Frame />, { route: '/about/culture/curiosity' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the mobile menu with its button', async () => {
    const { user } = renderWithProviders(<Frame />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', 'primary-navigation');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAccessibleName('Close menu');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when a link is followed', async () => {
    const { user } = renderWithProviders(<Frame />);
    await user.click(menuButton());
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Services' }),
    );
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on any navigation, even from outside it', async () => {
    const { user } = renderWithProviders(<Frame />);
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu on Escape and returns focus to its button', async () => {
    const { user } = renderWithProviders(<Frame />);
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes the mobile menu when Tab moves focus out of it, and keeps it open while inside', async () => {
    const { user } = renderWithProviders(<Frame />);
    await user.click(menuButton());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    within(nav).getByRole('link', { name: 'Get Started' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes style once the page is scrolled past 20px', () => {
    renderWithProviders(<Frame />);
    const header = screen.getAllByRole('banner')[0]!;
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 21;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 20;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});
