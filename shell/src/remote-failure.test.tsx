import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { site } from '@mwangaza/shared/site';
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

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ShellRouter />
    </MemoryRouter>,
  );
}

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

it('never leaves the home page blank when the public site is down', async () => {
  load.mockImplementation(offline);
  renderAt('/');
  expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  expect(screen.getByText(site.name)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    `tel:${site.phone.replace(/\s+/g, '')}`,
  );
  expect(screen.getByRole('link', { name: site.email })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /sign in to the admin console/i })).toHaveAttribute(
    'href',
    '/admin',
  );
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});
