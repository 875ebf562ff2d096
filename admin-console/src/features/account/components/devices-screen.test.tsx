import { screen, waitFor, within } from '@testing-library/react';
import { renderAdmin } from '../../../components/test-render';
import { DevicesScreen } from './devices-screen';
import { columnHeaders } from '../../../components/test-queries';

const open = () => renderAdmin(<DevicesScreen />, '/admin/account/devices');

it('lists each device with its browser, address and last use, marking this one', async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Signed-in devices' });
  expect(columnHeaders(table)).toEqual(['Browser', 'Address', 'Last used', 'Actions']);
  expect(within(table).getByText('(this device)').closest('tr')).toHaveTextContent('Chrome 131 on Linux');
  expect(within(table).getByText('196.201.214.10')).toBeInTheDocument();
});

it('signs another device out, then all others', async () => {
  const { user } = open();
  await user.click(await screen.findByRole('button', { name: 'Sign out Safari 18 on iOS (196.201.214.10)' }));
  expect(await screen.findByText('Signed out on that device')).toBeInTheDocument();
  // The list is read again after the toast: wait for it rather than race it.
  await waitFor(() => expect(screen.queryByText('Safari 18 on iOS')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled(),
  );
});
