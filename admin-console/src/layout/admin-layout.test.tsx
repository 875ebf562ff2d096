import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mwangaza/shared/mocks/server';
import { renderApp } from './render-app';

const sections = () => screen.getByRole('navigation', { name: 'Admin sections' });
// The console's own header comes first (testing-library counts every <header> as a banner).
const topBar = () => screen.getAllByRole('banner')[0]!;
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

it('shows every section to admins, the current one marked, with the name and role of the user', async () => {
  renderApp('/admin', 'admin');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  expect(linkNames(sections())).toEqual([
    'Dashboard',
    'Case Studies',
    'Services',
    'Culture',
    'Insights',
    'People',
    'Media',
    'Enquiries',
    'Bookings',
    'Traffic',
    'Subscribers',
    'Users',
    'Activity',
    'Privacy',
    'Settings',
  ]);
  expect(within(sections()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  const banner = topBar();
  // Name, then the role badge.
  expect(within(banner).getByText('Demo Administrator').nextElementSibling).toHaveTextContent('Admin');
  expect(within(banner).getByRole('link', { name: /View site/ })).toHaveAttribute('href', '/');
});

it('leaves Users and Activity out for editors and users', async () => {
  renderApp('/admin', 'editor');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  expect(linkNames(sections())).not.toContain('Users');
  expect(linkNames(sections())).toContain('Media');
  expect(linkNames(sections())).toContain('Traffic');
  expect(linkNames(sections())).toContain('Bookings');
  expect(linkNames(sections())).not.toContain('Activity');
  expect(within(topBar()).getByText('Wanjiru Kamau').nextElementSibling).toHaveTextContent('Editor');
});

it('shows the read-only notice to user accounts, and no quick actions', async () => {
  renderApp('/admin', 'user');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  expect(screen.getByRole('complementary', { name: 'Read-only access' })).toHaveTextContent(
    'An administrator must grant you editing rights.',
  );
  expect(screen.queryByRole('link', { name: /Add Service/ })).not.toBeInTheDocument();
});

it('does not show the notice to editors', async () => {
  renderApp('/admin', 'editor');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  expect(screen.queryByRole('complementary', { name: 'Read-only access' })).not.toBeInTheDocument();
});

it('logs out to the login page, clearing the session even when the server call fails', async () => {
  server.use(
    http.post('*/api/auth/logout', () =>
      HttpResponse.json({ success: false, message: 'down' }, { status: 500 }),
    ),
  );
  const { user, store } = renderApp('/admin', 'admin');
  localStorage.setItem('accessToken', 'mock-access-u-admin');
  localStorage.setItem('isAuthenticated', 'true');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await user.click(within(topBar()).getByRole('button', { name: 'Logout' }));

  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(store.getState().auth.user).toBeNull();
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('isAuthenticated')).toBeNull();
  expect(screen.queryByText('Your session has expired. Please log in again.')).not.toBeInTheDocument();
});

it('opens a mobile menu with the same links and Logout, and closes it on navigation', async () => {
  const { user } = renderApp('/admin', 'admin');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  const toggle = screen.getByRole('button', { name: 'Menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = screen.getByRole('navigation', { name: 'Admin menu' });
  expect(linkNames(menu)).toEqual(linkNames(sections()));
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(menu);
  expect(
    within(document.getElementById('admin-mobile-menu')!).getByRole('button', { name: 'Logout' }),
  ).toBeInTheDocument();

  await user.click(within(menu).getByRole('link', { name: 'Culture' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(await screen.findByRole('heading', { level: 1, name: 'Culture' })).toBeInTheDocument();
});

it('names the tab after the screen and moves focus to the new heading on navigation', async () => {
  const { user } = renderApp('/admin', 'admin');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  expect(document.title).toBe('Dashboard | Mwangaza Admin');

  await user.click(within(sections()).getByRole('link', { name: 'Enquiries' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Enquiries' });
  expect(document.title).toBe('Enquiries | Mwangaza Admin');
  await waitFor(() => expect(heading).toHaveFocus());
});

it.each([
  ['/admin/settings', 'Site settings'],
  ['/admin/traffic', 'Traffic'],
  ['/admin/bookings', 'Bookings'],
  ['/admin/bookings/availability', 'Availability'],
  ['/admin/account/devices', 'Signed-in devices'],
  ['/admin/case-studies?new=true', 'Add Case Study'],
  ['/admin/nothing-here', 'Page not found'],
])('names the tab of %s after its heading', async (path, heading) => {
  renderApp(path, 'admin');
  await screen.findByRole('heading', { level: 1, name: heading });
  await waitFor(() => expect(document.title).toBe(`${heading} | Mwangaza Admin`));
});

it('has a skip link to the main content', async () => {
  const { user } = renderApp('/admin', 'admin');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
  expect(screen.getByRole('main')).toHaveFocus();
});

it('shows a not-found screen with a way back for unknown admin paths', async () => {
  const { user } = renderApp('/admin/nothing-here', 'editor');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
});

it.each([
  ['the account menu', 'My account', 'Signed-in devices'],
  ['the narrow-screen menu', 'Menu', 'Dashboard'],
])('closes %s on Escape and gives focus back to its button', async (_menu, buttonName, inside) => {
  renderApp('/admin', 'admin');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  const button = within(topBar()).getByRole('button', { name: buttonName });
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getAllByRole('link', { name: inside }).length).toBeGreaterThan(0);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});
