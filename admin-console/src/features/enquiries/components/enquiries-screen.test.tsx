import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Enquiry } from '@mwangaza/shared';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderApp } from '../../../layout/render-app';
import { columnHeaders } from '../../../components/test-queries';

function enquiry(n: number, extra: Partial<Enquiry> = {}): Enquiry {
  const day = String(n).padStart(2, '0');
  return {
    id: `enq-${n}`,
    name: `Client ${n}`,
    email: `client${n}@example.com`,
    company: `Company ${n}`,
    project: `Project ${n}`,
    challenge: '',
    success: '',
    contactTime: 'Morning',
    stage: 'new',
    assignee: null,
    nextStepAt: null,
    notes: [],
    delivery: { state: 'sent', attempts: 1 },
    questionnaire: null,
    locale: 'en',
    suspectedSpam: false,
    createdAt: `2024-05-${day}T09:00:00.000Z`,
    ...extra,
  };
}

const table = () => screen.findByRole('table', { name: 'Enquiries' });
const names = (t: HTMLElement) =>
  within(t)
    .getAllByRole('link')
    .map((link) => link.textContent);

it('lists enquiries newest first with received, name, company, project, language, stage and delivery', async () => {
  renderApp('/admin/enquiries', 'editor');
  const t = await table();
  expect(columnHeaders(t)).toEqual([
    'Received',
    'Name',
    'Company',
    'Project',
    'Language',
    'Stage',
    'Delivery',
  ]);
  expect(names(t)).toEqual(['Amina Hassan', 'Peter Mwangi']);
  const first = within(t).getAllByRole('row')[1]!;
  expect(first).toHaveTextContent('Sokoni Traders');
  expect(first).toHaveTextContent('New');
  expect(first).toHaveTextContent('Sent');
  expect(first).toHaveTextContent('English');
  expect(within(t).getAllByRole('row')[2]).toHaveTextContent('Kiswahili');
});

it('filters by the language the enquiry was sent in, asking the API for it', async () => {
  db.enquiries.push(enquiry(1, { name: 'Awa Diop', company: 'Teranga Logistique', locale: 'fr' }));
  let asked = '';
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/contact/enquiries?')) asked = new URL(request.url).search;
  });
  const { user } = renderApp('/admin/enquiries', 'editor');
  await waitFor(async () => expect(names(await table())).toHaveLength(3));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'French');
  await waitFor(async () => expect(names(await table())).toEqual(['Awa Diop']));
  expect(asked).toMatch(/[?&]locale=fr(&|$)/);
  expect(within(await table()).getAllByRole('row')[1]).toHaveTextContent('French');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Kiswahili');
  await waitFor(async () => expect(names(await table())).toEqual(['Peter Mwangi']));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Any language');
  await waitFor(async () => expect(names(await table())).toHaveLength(3));
  server.events.removeAllListeners();
});

it('shows a failed delivery with its last error on hover', async () => {
  db.enquiries.push(
    enquiry(1, { delivery: { state: 'failed', attempts: 5, lastError: 'SMTP 550 mailbox unavailable' } }),
  );
  renderApp('/admin/enquiries', 'editor');
  const t = await table();
  expect(within(t).getByText('Failed')).toHaveAttribute('title', 'SMTP 550 mailbox unavailable');
});

it('filters by stage and shows how many enquiries each stage holds', async () => {
  const { user } = renderApp('/admin/enquiries', 'editor');
  await table();
  const stages = screen.getByRole('group', { name: 'Filter by stage' });
  expect(await within(stages).findByRole('button', { name: 'Contacted (1)' })).toBeInTheDocument();
  expect(within(stages).getByRole('button', { name: 'New (1)' })).toBeInTheDocument();
  expect(within(stages).getByRole('button', { name: 'Won (0)' })).toBeInTheDocument();
  await user.click(within(stages).getByRole('button', { name: 'Contacted (1)' }));
  await waitFor(async () => expect(names(await table())).toEqual(['Peter Mwangi']));
  expect(within(stages).getByRole('button', { name: 'Contacted (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await user.click(within(stages).getByRole('button', { name: 'New (1)' }));
  await waitFor(async () => expect(names(await table())).toEqual(['Amina Hassan']));
  await user.click(within(stages).getByRole('button', { name: 'All (2)' }));
  await waitFor(async () => expect(names(await table())).toHaveLength(2));
});

it('searches name, company and e-mail, and filters by assignee, date and overdue', async () => {
  const { user } = renderApp('/admin/enquiries', 'editor');
  await table();
  await user.type(screen.getByRole('searchbox', { name: 'Search name, company or e-mail' }), 'sokoni');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(async () => expect(names(await table())).toEqual(['Amina Hassan']));
  await user.clear(screen.getByRole('searchbox', { name: 'Search name, company or e-mail' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(async () => expect(names(await table())).toHaveLength(2));

  await user.selectOptions(await screen.findByRole('combobox', { name: 'Assignee' }), 'Wanjiru Kamau');
  await waitFor(async () => expect(names(await table())).toEqual(['Peter Mwangi']));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Unassigned');
  await waitFor(async () => expect(names(await table())).toEqual(['Amina Hassan']));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Anyone');

  await user.type(screen.getByLabelText('Received from'), '2024-04-01');
  await waitFor(async () => expect(names(await table())).toEqual(['Amina Hassan']));
  await user.clear(screen.getByLabelText('Received from'));
  await user.click(screen.getByRole('button', { name: 'Overdue' }));
  await waitFor(async () => expect(names(await table())).toEqual(['Peter Mwangi']));
});

it('pages through the inbox 10 at a time', async () => {
  for (let n = 1; n <= 12; n += 1) db.enquiries.push(enquiry(n));
  const { user } = renderApp('/admin/enquiries', 'editor');
  expect(names(await table())).toHaveLength(10);
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  await waitFor(async () =>
    expect(names(await table())).toEqual(['Client 2', 'Client 1', 'Amina Hassan', 'Peter Mwangi']),
  );
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it('tells read-only users that enquiries are for editors and administrators', async () => {
  renderApp('/admin/enquiries', 'user');
  expect(
    await screen.findByText('Enquiries are available to editors and administrators.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'Read-only access' })).toBeInTheDocument();
});

describe('test e-mail', () => {
  it('is offered to admins only', async () => {
    renderApp('/admin/enquiries', 'editor');
    await table();
    expect(screen.queryByRole('button', { name: 'Send test e-mail' })).not.toBeInTheDocument();
  });

  it("shows the API's message when the test e-mail was sent", async () => {
    const { user } = renderApp('/admin/enquiries', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('Test e-mail sent to admin@mwangaza-analytics.co.ke')).toBeInTheDocument();
  });

  it('shows the SMTP error the API reports', async () => {
    const message = 'SMTP error: connect ECONNREFUSED 127.0.0.1:587';
    server.use(
      http.post('*/api/contact/test', () => HttpResponse.json({ success: false, message }, { status: 502 })),
    );
    const { user } = renderApp('/admin/enquiries', 'admin');
    await user.click(await screen.findByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
