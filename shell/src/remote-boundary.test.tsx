import { screen } from '@testing-library/react';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { ShellRouter } from './router';
import { loadRemoteRoutes } from './remotes/load-remote-routes';

jest.mock('./remotes/load-remote-routes', () => ({
  loadRemoteRoutes: jest.fn(),
  preloadedRemoteRoutes: () => undefined,
}));
const load = jest.mocked(loadRemoteRoutes);

const routes = (text: string) => ({ default: () => <p>{text}</p> });

const renderAt = (path: string) => renderWithProviders(<ShellRouter />, { route: path });

beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('mounts the public site for public paths and the admin console under /admin', async () => {
  load.mockImplementation(async (name) => routes(`${name} routes`));
  renderAt('/admin/login');
  expect(await screen.findByText('adminConsole routes')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('adminConsole', 0);
  expect(load).not.toHaveBeenCalledWith('publicSite', expect.anything());
});

it('shows a spinner while a remote loads', async () => {
  let finish: (value: ReturnType<typeof routes>) => void = () => undefined;
  load.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderAt('/');
  expect(await screen.findByRole('status')).toBeInTheDocument();
  finish(routes('public home'));
  expect(await screen.findByText('public home')).toBeInTheDocument();
});
