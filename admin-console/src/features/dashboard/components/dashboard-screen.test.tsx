import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderAdmin } from '../../../components/test-render';
import { DashboardScreen } from './dashboard-screen';
import { columnHeaders } from '../../../components/test-queries';

const open = (role: 'admin' | 'editor' | 'user' = 'admin') =>
  renderAdmin(<DashboardScreen />, '/admin', role);

/** The value shown under a stat's label. */
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

it('shows the totals of case studies, services and culture items', async () => {
  open();
  await waitFor(() => expect(stat('Case Studies')).toHaveTextContent(String(db.caseStudies.length)));
  expect(stat('Services')).toHaveTextContent(String(db.services.length));
  expect(stat('Culture Items')).toHaveTextContent(String(db.cultureItems.length));
});

it('lists at most 5 featured case studies with Title, Client and Category', async () => {
  for (const caseStudy of db.caseStudies) caseStudy.featured = true;
  expect(db.caseStudies.length).toBeGreaterThan(5);
  open();
  const table = await screen.findByRole('table', { name: 'Featured case studies' });
  expect(columnHeaders(table)).toEqual(['Title', 'Client', 'Category']);
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
});

it('says when no case study is featured', async () => {
  for (const caseStudy of db.caseStudies) caseStudy.featured = false;
  open();
  expect(await screen.findByText('No featured case studies available.')).toBeInTheDocument();
});

it('offers quick actions to add each kind of content', async () => {
  open('editor');
  expect(screen.getByRole('link', { name: /Add Case Study/ })).toHaveAttribute(
    'href',
    '/admin/case-studies?new=true',
  );
  expect(screen.getByRole('link', { name: /Add Service/ })).toHaveAttribute(
    'href',
    '/admin/services?new=true',
  );
  expect(screen.getByRole('link', { name: /Add Culture Item/ })).toHaveAttribute(
    'href',
    '/admin/culture?new=true',
  );
});

it('counts the new and the overdue enquiries and links to them', async () => {
  // Suspected spam is not in the pipeline, so not counted as new.
  const newCount = db.enquiries.filter((e) => e.stage === 'new' && !e.suspectedSpam).length;
  // Open and with a next step in the past: the fixture's contacted enquiry (next step 2024-03-28).
  const overdueCount = db.enquiries.filter(
    (e) => e.stage !== 'won' && e.stage !== 'lost' && e.nextStepAt && e.nextStepAt < new Date().toISOString(),
  ).length;
  expect(overdueCount).toBeGreaterThan(0);
  open('editor');
  await waitFor(() => expect(stat('New Enquiries')).toHaveTextContent(String(newCount)));
  await waitFor(() => expect(stat('Overdue Enquiries')).toHaveTextContent(String(overdueCount)));
  expect(screen.getByRole('link', { name: 'Open enquiries' })).toHaveAttribute(
    'href',
    '/admin/enquiries?stage=new',
  );
  expect(screen.getByRole('link', { name: 'Open overdue enquiries' })).toHaveAttribute(
    'href',
    '/admin/enquiries?overdue=true',
  );
});

it('counts the confirmed newsletter subscribers and links to them', async () => {
  const confirmed = db.subscribers.filter((s) => s.status === 'confirmed').length;
  db.subscribers.push({ ...db.subscribers[0]!, id: '665f00000000000000000199', email: 'second@example.com' });
  open('editor');
  await waitFor(() => expect(stat('Newsletter Subscribers')).toHaveTextContent(String(confirmed + 1)));
  expect(screen.getByRole('link', { name: 'Open confirmed subscribers' })).toHaveAttribute(
    'href',
    '/admin/subscribers?status=confirmed',
  );
});

it('does not ask read-only users for enquiries, nor offer them quick actions', async () => {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname);
  });
  open('user');
  await waitFor(() => expect(stat('Services')).toHaveTextContent(String(db.services.length)));
  expect(asked).not.toContain('/api/contact/enquiries');
  expect(asked).not.toContain('/api/subscribers');
  expect(screen.queryByText('New Enquiries')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Add Service/ })).not.toBeInTheDocument();
  server.events.removeAllListeners();
});

it('says when the totals could not be loaded, and retries', async () => {
  let fail = true;
  server.use(
    http.get('*/api/services/admin/all', () =>
      fail
        ? HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 })
        : undefined,
    ),
  );
  const { user } = open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(stat('Services')).toHaveTextContent(String(db.services.length)));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('lists the next three calls still to start, linked to their enquiries', async () => {
  const next = db.bookings.find((b) => b.id === 'bk-tomorrow-early')!;
  db.bookings.push({
    ...next,
    id: 'bk-later',
    start: new Date(Date.parse(next.start) + 86_400_000).toISOString(),
  });
  db.bookings.push({
    ...next,
    id: 'bk-latest',
    start: new Date(Date.parse(next.start) + 2 * 86_400_000).toISOString(),
  });
  open('editor');
  const table = await screen.findByRole('table', { name: 'Next calls' });
  expect(columnHeaders(table)).toEqual(['When', 'Visitor', 'Consultant']);
  // The call under way and the fourth call to come are left out.
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => (row as HTMLTableRowElement).cells[1]?.textContent)).toEqual([
    'Amina Hassan, Sokoni Traders',
    'Peter Mwangi, Afya Clinics',
    'Amina Hassan, Sokoni Traders',
  ]);
  expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/admin/enquiries/enq-afya');
  expect(screen.getByRole('link', { name: 'All bookings' })).toHaveAttribute('href', '/admin/bookings');
});

it('shows no next calls to read-only accounts', async () => {
  open('user');
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  expect(screen.queryByRole('heading', { name: 'Next calls' })).not.toBeInTheDocument();
});
