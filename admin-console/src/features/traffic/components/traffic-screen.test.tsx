import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mwangaza/shared/mocks/server';
import { trafficReportFixture } from '@mwangaza/shared/mocks/fixtures/traffic';
import { renderApp } from '../../../layout/render-app';

jest.setTimeout(20_000);

it('shows visitors, page views and their trend, the daily chart with its table, and the funnel', async () => {
  const { user } = renderApp('/admin/traffic?from=2026-11-01&to=2026-11-07', 'editor');
  expect(await screen.findByRole('heading', { level: 1, name: 'Traffic' })).toBeInTheDocument();
  // Each figure against the seven days before, in words, with those days' own figure.
  expect(await screen.findAllByText(/^(on|Same as|none in) the previous 7 days$/)).toHaveLength(2);
  expect(screen.getAllByText(/^25 Oct – 31 Oct: [\d,]+$/)).toHaveLength(2);
  expect(screen.getByText(/UTC days, each from 3 am EAT/)).toBeInTheDocument();
  const chart = screen.getByRole('group', { name: 'Visitors per day' });
  const bars = within(chart).getAllByRole('img');
  expect(bars).toHaveLength(7);
  // Each bar is reached with the keyboard and says its figures.
  await user.click(document.body);
  while (document.activeElement !== bars[0]) await user.tab();
  expect(bars[0]).toHaveAccessibleName(/^1 Nov: \d+ visitors \(\d+ page views\)$/);
  await user.tab();
  expect(bars[1]).toHaveFocus();
  expect(screen.getByRole('table', { name: 'Visitors per day' })).toBeInTheDocument();
  const funnel = screen.getByRole('table', { name: 'Funnel by source and campaign' });
  expect(
    within(funnel)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual([
    'Source',
    'Campaign',
    'Visit',
    'Build My Stack completed',
    'Subscribed',
    'Contact started',
    'Enquiry sent',
    'Meeting booked',
    'Qualified',
    'Won',
  ]);
  expect(within(funnel).getByRole('row', { name: /linkedin launch/ })).toHaveTextContent(
    /^linkedinlaunch\d+\d+ \(\d+(\.\d)?%\)/,
  );
  expect(screen.getByRole('table', { name: 'Top pages' })).toHaveTextContent(
    '/case-studies/water-kiosks-kenya',
  );
  expect(screen.getByRole('table', { name: '75th percentile per page and device class' })).toHaveTextContent(
    '2,350 ms (over budget)',
  );
});

it('changes the period through the address: presets and chosen dates', async () => {
  let asked = '';
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/analytics/traffic')) asked = new URL(request.url).search;
  });
  const { user } = renderApp('/admin/traffic', 'admin');
  await screen.findByRole('group', { name: 'Visitors per day' });
  expect(asked).toBe('?days=30');
  await user.click(screen.getByRole('button', { name: '7 days' }));
  await waitFor(() => expect(asked).toBe('?days=7'));
  expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await user.type(screen.getByLabelText('From'), '2026-10-01');
  await user.type(screen.getByLabelText('To'), '2026-10-31');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  await waitFor(() => expect(asked).toBe('?from=2026-10-01&to=2026-10-31'));
  server.events.removeAllListeners();
});

it('says so when nothing was recorded in the period', async () => {
  const empty = { ...trafficReportFixture('2026-11-01', '2026-11-07'), pageViews: { value: 0, previous: 4 } };
  server.use(
    http.get('*/api/analytics/traffic', () =>
      HttpResponse.json({ success: true, message: 'ok', data: { report: empty } }),
    ),
  );
  renderApp('/admin/traffic', 'admin');
  expect(await screen.findByText('No visits recorded in this period yet')).toBeInTheDocument();
});

it('offers a retry when loading fails', async () => {
  server.use(
    http.get('*/api/analytics/traffic', () =>
      HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 }),
    ),
  );
  renderApp('/admin/traffic', 'admin');
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
});

it('is for administrators and editors only', async () => {
  renderApp('/admin/traffic', 'user');
  expect(await screen.findByText('Traffic is available to administrators and editors.')).toBeInTheDocument();
});

it('reports visitors, page views and the funnel per language, and each top page with its language', async () => {
  renderApp('/admin/traffic?from=2026-11-01&to=2026-11-07', 'editor');
  const byLanguage = await screen.findByRole('table', { name: 'Visitors by language' });
  const report = trafficReportFixture('2026-11-01', '2026-11-07');
  const french = report.languages.find((row) => row.locale === 'fr')!;
  expect(
    within(byLanguage)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.firstChild?.textContent),
  ).toEqual(['English', 'Kiswahili', 'French']);
  expect(within(byLanguage).getByRole('row', { name: /^French/ })).toHaveTextContent(
    `French${french.visitors.toLocaleString('en')}${french.pageViews.toLocaleString('en')}`,
  );
  const funnel = screen.getByRole('table', { name: 'Funnel by language' });
  expect(
    within(funnel)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual([
    'Language',
    'Visit',
    'Build My Stack completed',
    'Subscribed',
    'Contact started',
    'Enquiry sent',
    'Meeting booked',
    'Qualified',
    'Won',
  ]);
  const swahili = report.funnelByLanguage.find((row) => row.locale === 'sw')!;
  expect(within(funnel).getByRole('row', { name: /^Kiswahili/ })).toHaveTextContent(
    new RegExp(`^Kiswahili${swahili.steps[0]!.count}\\d+ \\(\\d+(\\.\\d)?%\\)`),
  );
  const pages = screen.getByRole('table', { name: 'Top pages' });
  expect(within(pages).getByRole('row', { name: /^\/fr\/services/ })).toHaveTextContent(
    /^\/fr\/servicesFrench/,
  );
  expect(within(pages).getByRole('row', { name: /^\/sw\// })).toHaveTextContent(/^\/sw\/Kiswahili/);
});
