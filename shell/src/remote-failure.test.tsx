import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_SETTINGS } from '@mwangaza/shared/schemas';
import { saveMockSiteSettings } from '@mwangaza/shared/mocks/db';
import { site } from '@mwangaza/shared/site';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { ShellRouter } from './router';
import { reportRemoteFailure } from './error-reporting';
import { loadRemoteRoutes } from './remotes/load-remote-routes';

jest.mock('./remotes/load-remote-routes', () => ({
  loadRemoteRoutes: jest.fn(),
  preloadedRemoteRoutes: () => undefined,
}));
jest.mock('./error-reporting', () => ({ reportRemoteFailure: jest.fn() }));
const load = jest.mocked(loadRemoteRoutes);

const UNAVAILABLE = 'This part of the site is temporarily unavailable.';
const offline = () => Promise.reject(new Error('Failed to load script resources'));

const renderAt = (path: string) => renderWithProviders(<ShellRouter />, { route: path });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('replaces an unreachable admin console with a message, and Retry loads it again', async () => {
  load.mockImplementation((name, attempt) =>
    attempt === 0 ? offline() : Promise.resolve({ default: () => <p>{`${name} back`}</p> }),
  );
  renderAt('/admin/login');
  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  // The API hears of it (shell/src/error-reporting).
  expect(reportRemoteFailure).toHaveBeenCalledWith(
    'remote-load',
    'adminConsole',
    expect.objectContaining({ message: 'Failed to load script resources' }),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('adminConsole back')).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('adminConsole', 1);
});

it('never leaves the home page blank when the public site is down, and gives the contact facts staff saved', async () => {
  load.mockImplementation(offline);
  saveMockSiteSettings({
    contact: { ...DEFAULT_SITE_SETTINGS.contact, phone: '+254 711 222 333', email: 'hello@mwangaza.test' },
  });
  renderWithProviders(<ShellRouter />);
  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(screen.getByText(site.name)).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: '+254 711 222 333' })).toHaveAttribute(
    'href',
    'tel:+254711222333',
  );
  expect(screen.getByRole('link', { name: 'hello@mwangaza.test' })).toHaveAttribute(
    'href',
    'mailto:hello@mwangaza.test',
  );
  expect(screen.getByRole('link', { name: /sign in to the admin console/i })).toHaveAttribute(
    'href',
    '/admin',
  );
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
