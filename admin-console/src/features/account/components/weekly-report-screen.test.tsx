import { screen, waitFor } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderApp } from '../../../layout/render-app';

jest.setTimeout(20_000);

it('lets an administrator opt in to the weekly traffic report and out again', async () => {
  const { user } = renderApp('/admin/account/weekly-report', 'admin');
  const toggle = await screen.findByRole('switch', { name: 'E-mail me the weekly traffic report' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await user.click(toggle);
  expect(await screen.findByText('You will receive the weekly traffic report')).toBeInTheDocument();
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  expect(db.users.find((account) => account.role === 'admin')?.weeklyTrafficReport).toBe(true);
  await user.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  expect(db.users.find((account) => account.role === 'admin')?.weeklyTrafficReport).toBe(false);
});

it('is in the account menu of administrators only', async () => {
  const { user } = renderApp('/admin', 'editor');
  await user.click(await screen.findByRole('button', { name: /My account/ }));
  expect(await screen.findByRole('link', { name: 'Signed-in devices' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Weekly traffic report' })).not.toBeInTheDocument();
});
