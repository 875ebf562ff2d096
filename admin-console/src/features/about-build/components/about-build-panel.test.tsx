import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { registerBuild } from '@mwangaza/shared';
import { server } from '@mwangaza/shared/mocks/server';
import { renderAdmin } from '../../../components/test-render';
import { AboutBuildPanel } from './about-build-panel';

const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

beforeEach(() => {
  window.__MWANGAZA_CONFIG__ = { apiBase: '/api', releases: { publicSite: '2.0.0', adminConsole: '1.3.0' } };
});
afterEach(() => {
  delete window.__MWANGAZA_CONFIG__;
});

it('names the release of the shell, each remote and the API', async () => {
  registerBuild('shell', { version: '1.0.0', commit: 'abc1234', builtAt: null });
  registerBuild('adminConsole', { version: '1.3.0', commit: 'def5678', builtAt: null });
  renderAdmin(<AboutBuildPanel />, '/admin', 'admin');
  expect(screen.getByRole('heading', { name: 'About this build' })).toBeInTheDocument();
  expect(valueOf('Shell')).toHaveTextContent('1.0.0 (abc1234)');
  expect(valueOf('Admin console')).toHaveTextContent('1.3.0 (def5678)');
  // The public site is not loaded inside the console: the release the shell would load.
  expect(valueOf('Public site')).toHaveTextContent('2.0.0 (not loaded on this page)');
  expect(await screen.findByText('mock', { selector: 'dd' })).toBeInTheDocument();
});

it('says when the API cannot tell its build', async () => {
  server.use(
    http.get('*/api/health', () =>
      HttpResponse.json({ success: false, message: 'Service unavailable' }, { status: 503 }),
    ),
  );
  renderAdmin(<AboutBuildPanel />, '/admin', 'admin');
  expect(await screen.findByText('Unavailable', { selector: 'dd' })).toBeInTheDocument();
});
