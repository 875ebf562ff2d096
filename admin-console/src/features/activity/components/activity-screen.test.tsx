import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderApp } from '../../../layout/render-app';
import { apiFails, columnHeaders } from '../../../components/test-queries';

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Activity' }))
    .getAllByRole('row')
    .slice(1);
const column = (row: HTMLElement, index: number) => within(row).getAllByRole('cell')[index]!.textContent;

it('tells editors the activity log is for administrators', async () => {
  renderApp('/admin/activity', 'editor');
  expect(await screen.findByText('The activity log is available to administrators.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('lists who did what, newest first, with a link to each record by its name', async () => {
  renderApp('/admin/activity', 'admin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Activity' });
  expect(columnHeaders(table)).toEqual(['When', 'Person', 'Action', 'Record', 'Details', 'From']);
  const [first, second, third, , last] = await rows();
  expect(column(first!, 1)).toBe('editor@mwangaza-analytics.co.ke');
  expect(column(first!, 2)).toBe('Content edited');
  expect(column(first!, 4)).toBe('Edited service "Data Visualization"');
  expect(column(first!, 5)).toBe('197.232.10.4');
  expect(column(first!, 3)).toBe('ServiceData Visualization');
  expect(within(first!).getByRole('link', { name: 'Data Visualization' })).toHaveAttribute(
    'href',
    '/admin/services?edit=data-visualization',
  );
  expect(within(second!).getByRole('link', { name: 'Peter Mwangi' })).toHaveAttribute(
    'href',
    '/admin/enquiries/enq-afya',
  );
  expect(within(third!).getByRole('link', { name: 'Wanjiru Kamau' })).toHaveAttribute('href', '/admin/users');
  // No raw id anywhere in the record column.
  for (const row of await rows()) expect(column(row, 3)).not.toMatch(/enq-|u-editor|u-admin/);
  expect(column(last!, 1)).toBe('unknown@example.com (no account)');
  expect(column(last!, 2)).toBe('Failed sign-in');
});

it('filters by person, action, record and days, keeping the filters in the address', async () => {
  const { user } = renderApp('/admin/activity', 'admin');
  await rows();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Signed in');
  await waitFor(async () => expect(await rows()).toHaveLength(1));
  expect(column((await rows())[0]!, 1)).toBe('admin@mwangaza-analytics.co.ke');

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(async () => expect(await rows()).toHaveLength(5));

  const person = screen.getByRole('combobox', { name: 'Person' });
  await screen.findByRole('option', { name: 'Wanjiru Kamau (editor@mwangaza-analytics.co.ke)' });
  await user.selectOptions(person, 'Wanjiru Kamau (editor@mwangaza-analytics.co.ke)');
  await waitFor(async () => expect(await rows()).toHaveLength(2));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Record' }), 'Enquiry');
  await waitFor(async () => expect(await rows()).toHaveLength(1));
  expect(column((await rows())[0]!, 2)).toBe('Enquiry status changed');
});

it('keeps whole days: from and to include the days chosen', async () => {
  renderApp('/admin/activity?from=2024-04-02&to=2024-04-02', 'admin');
  await waitFor(async () => expect(await rows()).toHaveLength(3));
  expect(screen.getByLabelText('From')).toHaveValue('2024-04-02');
  expect(screen.getByLabelText('To')).toHaveValue('2024-04-02');
});

it('says when nothing matches the filters', async () => {
  renderApp('/admin/activity?from=2030-01-01', 'admin');
  expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
});

it('shows the API error with a retry', async () => {
  apiFails('get', '/audit', 503, 'Service temporarily unavailable. Please try again shortly.');
  renderApp('/admin/activity?page=2', 'admin');
  expect(
    await screen.findByText('Service temporarily unavailable. Please try again shortly.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
});

it('pages through a long log, 20 entries a page', async () => {
  const [template] = db.auditEntries;
  db.auditEntries.push(
    ...Array.from({ length: 20 }, (_, n) => ({
      ...template!,
      id: `extra-${n}`,
      at: `2024-03-${String(n + 1).padStart(2, '0')}T10:00:00.000Z`,
    })),
  );
  const { user } = renderApp('/admin/activity', 'admin');
  await waitFor(async () => expect(await rows()).toHaveLength(20));
  const pages = screen.getByRole('navigation', { name: 'Activity pages' });
  expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
  await user.click(within(pages).getByRole('button', { name: 'Next' }));
  await waitFor(async () => expect(await rows()).toHaveLength(5));
  expect(
    within(screen.getByRole('navigation', { name: 'Activity pages' })).getByText('Page 2 of 2'),
  ).toBeInTheDocument();
});
