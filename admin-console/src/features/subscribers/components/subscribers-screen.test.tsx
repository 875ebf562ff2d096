import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderAdmin } from '../../../components/test-render';
import { columnHeaders } from '../../../components/test-queries';
import { SubscribersScreen } from './subscribers-screen';

const open = (role: 'admin' | 'editor' | 'user' = 'editor', route = '/admin/subscribers') =>
  renderAdmin(<SubscribersScreen />, route, role);

const emails = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);

it('tells users without write access they may not view subscribers', () => {
  open('user');
  expect(screen.getByText('You do not have permission to view subscribers.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('lists the subscribers newest first with their status, topics, language, source and dates', async () => {
  open();
  expect(columnHeaders(await screen.findByRole('table'))).toEqual([
    'Email',
    'Status',
    'Topics',
    'Language',
    'Source',
    'Subscribed',
    'Confirmed',
    'Actions',
  ]);
  expect(emails()).toEqual([
    'baraka.mwangi@example.co.tz',
    'amina.odhiambo@example.co.ke',
    'claire.diallo@example.sn',
    '=cmd@example.com',
  ]);
  const amina = screen.getByText('amina.odhiambo@example.co.ke').closest('tr')!;
  expect(within(amina).getByText('Confirmed')).toBeInTheDocument();
  expect(within(amina).getByText('big-data-analytics')).toBeInTheDocument();
  expect(within(amina).getByText('English')).toBeInTheDocument();
  expect(within(amina).getByText('Footer form')).toBeInTheDocument();
  const baraka = screen.getByText('baraka.mwangi@example.co.tz').closest('tr')!;
  expect(within(baraka).getByText('Kiswahili')).toBeInTheDocument();
  expect(within(baraka).getByText('All insights')).toBeInTheDocument();
});

it('filters by status with each status counted, and searches by address', async () => {
  const { user } = open();
  const filters = await screen.findByRole('group', { name: 'Filter by status' });
  await user.click(await within(filters).findByRole('button', { name: 'Bounced (1)' }));
  await waitFor(() => expect(emails()).toEqual(['=cmd@example.com']));
  await user.click(within(filters).getByRole('button', { name: 'All (4)' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'diallo');
  await waitFor(() => expect(emails()).toEqual(['claire.diallo@example.sn']));
  await user.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'nobody');
  expect(await screen.findByText('No subscribers found matching "diallonobody"')).toBeInTheDocument();
});

it('deletes a subscriber only after the confirmation', async () => {
  const { user } = open();
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Actions for claire.diallo@example.sn' }));
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('delete this subscriber and their consent records');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await screen.findByText('Subscriber deleted');
  await waitFor(() => expect(screen.queryByText('claire.diallo@example.sn')).not.toBeInTheDocument());
  expect(db.subscribers.map((s) => s.email)).not.toContain('claire.diallo@example.sn');
});
