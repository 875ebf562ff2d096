import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { browserTimeZone, zoneFormat } from '@mwangaza/shared';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderAdmin, type MockRole } from '../../../components/test-render';
import { columnHeaders } from '../../../components/test-queries';
import { BookingsScreen } from './bookings-screen';

const open = (role: MockRole = 'editor') => renderAdmin(<BookingsScreen />, '/admin/bookings', role);
const format = zoneFormat(browserTimeZone());
const booking = (id: string) => db.bookings.find((b) => b.id === id)!;
/** The day's section a fixture's call is listed under, as the reader's zone has it. */
const dayOf = (id: string) => screen.findByRole('region', { name: format.heading(booking(id).start) });
const names = (section: HTMLElement) =>
  within(section)
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[1]?.textContent);
const menuOf = async (section: HTMLElement, name: string, user: ReturnType<typeof open>['user']) => {
  await user.click(within(section).getByRole('button', { name: `Actions for ${name}’s call` }));
  return screen.getAllByRole('list').at(-1)!;
};
const menuLabels = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((b) => b.textContent);

it('tells users without write access they may not view bookings', () => {
  open('user');
  expect(screen.getByText('You do not have permission to view bookings.')).toBeInTheDocument();
});

it('lists upcoming calls by day, soonest first, in the browser’s time zone with the zone named', async () => {
  open();
  const tomorrow = await dayOf('bk-tomorrow-early');
  const today = await dayOf('bk-now');
  // Today's call under way comes first; cancelled and past calls are not upcoming.
  expect(today.compareDocumentPosition(tomorrow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(tomorrow).getByRole('heading', { level: 2 })).toHaveTextContent(
    format.heading(booking('bk-tomorrow-early').start),
  );
  expect(columnHeaders(within(tomorrow).getByRole('table'))).toEqual([
    'Time',
    'Visitor',
    'Company',
    'Consultant',
    'Status',
    'Enquiry',
    'Actions',
  ]);
  expect(names(tomorrow)).toEqual(['Amina Hassanamina@sokoni.co.ke', 'Peter Mwangipeter@afyaclinics.org']);
  const amina = within(tomorrow).getByText('Amina Hassan').closest('tr')!;
  expect(
    within(amina).getByText(
      format.span(booking('bk-tomorrow-early').start, booking('bk-tomorrow-early').end),
    ),
  ).toHaveAttribute('datetime', booking('bk-tomorrow-early').start);
  expect(within(amina).getByText('Sokoni Traders')).toBeInTheDocument();
  expect(within(amina).getByText('Achieng Otieno')).toBeInTheDocument();
  expect(within(amina).getByText('Booked')).toBeInTheDocument();
  expect(within(amina).getByRole('link', { name: 'Open enquiry of Amina Hassan' })).toHaveAttribute(
    'href',
    '/admin/enquiries/enq-sokoni',
  );
  expect(
    screen.getByText(`Times in your time zone: ${browserTimeZone().replaceAll('_', ' ')}`, { exact: false }),
  ).toBeInTheDocument();
  expect(screen.queryByText(/travelling/)).not.toBeInTheDocument();
});

it('shows the past, most recent day first, with a cancelled call’s message and no action on it', async () => {
  const { user } = open();
  await dayOf('bk-now');
  await user.click(screen.getByRole('button', { name: 'Past' }));
  const recent = await dayOf('bk-past-open');
  const oldest = await dayOf('bk-past-cancelled');
  expect(recent.compareDocumentPosition(oldest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(oldest).getByText('Cancelled')).toBeInTheDocument();
  expect(within(oldest).getByText(/Achieng is travelling that day/)).toBeInTheDocument();
  expect(within(oldest).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  expect(
    screen.queryByRole('region', { name: format.heading(booking('bk-tomorrow-late').start) }),
  ).toBeNull();
});

it('shows one consultant’s calls when chosen', async () => {
  const { user } = open();
  const tomorrow = await dayOf('bk-tomorrow-early');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Consultant' }), 'Chinedu Okafor');
  await waitFor(() => expect(names(tomorrow)).toEqual(['Peter Mwangipeter@afyaclinics.org']));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Consultant' }), 'Everyone');
  await waitFor(() => expect(names(tomorrow)).toHaveLength(2));
});

it('cancels a call with the message to the visitor, after the confirmation', async () => {
  const { user } = open();
  const tomorrow = await dayOf('bk-tomorrow-early');
  await user.click(
    await menuOf(tomorrow, 'Amina Hassan', user).then((list) =>
      within(list).getByRole('button', { name: 'Cancel call' }),
    ),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this call?' });
  expect(dialog).toHaveTextContent('amina@sokoni.co.ke told by e-mail');
  await user.click(within(dialog).getByRole('button', { name: 'Keep the call' }));
  expect(booking('bk-tomorrow-early').state).toBe('booked');

  await user.click(
    await menuOf(tomorrow, 'Amina Hassan', user).then((list) =>
      within(list).getByRole('button', { name: 'Cancel call' }),
    ),
  );
  const again = await screen.findByRole('dialog', { name: 'Cancel this call?' });
  await user.type(
    within(again).getByLabelText(/Message to the visitor/),
    'Achieng is unwell; please pick another time.',
  );
  await user.click(within(again).getByRole('button', { name: 'Cancel the call' }));
  expect(await screen.findByText('Call cancelled; the visitor is told by e-mail')).toBeInTheDocument();
  expect(booking('bk-tomorrow-early')).toMatchObject({
    state: 'cancelled',
    cancelMessage: 'Achieng is unwell; please pick another time.',
  });
  const row = within(tomorrow).getByText('Amina Hassan').closest('tr')!;
  await waitFor(() => expect(within(row).getByText('Cancelled')).toBeInTheDocument());
});

it('offers held and no-show only once a call has started', async () => {
  const { user } = open();
  const tomorrow = await dayOf('bk-tomorrow-late');
  expect(menuLabels(await menuOf(tomorrow, 'Peter Mwangi', user))).toEqual(['Cancel call']);
  await user.keyboard('{Escape}');

  const today = await dayOf('bk-now');
  const started = await menuOf(today, 'Peter Mwangi', user);
  expect(menuLabels(started)).toEqual(['Mark held', 'Mark no-show', 'Cancel call']);
  await user.click(within(started).getByRole('button', { name: 'Mark held' }));
  expect(await screen.findByText('Call marked held')).toBeInTheDocument();
  expect(booking('bk-now').state).toBe('held');
  const row = within(today).getByText('Peter Mwangi').closest('tr')!;
  await waitFor(() => expect(within(row).getByText('Held')).toBeInTheDocument());
  // Held: it can still be corrected to no-show, but no longer cancelled.
  expect(menuLabels(await menuOf(today, 'Peter Mwangi', user))).toEqual(['Mark no-show']);
});

it('says why when the API refuses an outcome', async () => {
  server.use(
    http.patch('*/api/bookings/:id', () =>
      HttpResponse.json(
        { success: false, message: 'A call can be marked held or no-show once it has started' },
        { status: 409 },
      ),
    ),
  );
  const { user } = open();
  const today = await dayOf('bk-now');
  await user.click(
    within(await menuOf(today, 'Peter Mwangi', user)).getByRole('button', { name: 'Mark no-show' }),
  );
  expect(
    await screen.findByText('A call can be marked held or no-show once it has started'),
  ).toBeInTheDocument();
  expect(within(today).getByText('Booked')).toBeInTheDocument();
});

it('shows the error with a retry when the agenda cannot be loaded', async () => {
  let fail = true;
  server.use(
    http.get('*/api/bookings', () =>
      fail
        ? HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 })
        : undefined,
    ),
  );
  const { user } = open();
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: /Retry|Try again/ }));
  expect(await dayOf('bk-tomorrow-early')).toBeInTheDocument();
});

it('says when no call is booked', async () => {
  db.bookings = [];
  open();
  expect(await screen.findByText('No calls booked in the next 90 days.')).toBeInTheDocument();
});
