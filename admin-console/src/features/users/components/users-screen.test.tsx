import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderAdmin } from '../../../components/test-render';
import { UsersScreen } from './users-screen';
import { columnHeaders } from '../../../components/test-queries';

const open = (role: 'admin' | 'editor' | 'user' = 'admin', route = '/admin/users') =>
  renderAdmin(<UsersScreen />, route, role);
type UserEvents = ReturnType<typeof open>['user'];

/** The names of the actions a user's row offers, read by opening its menu (and closing it again). */
async function actionsOf(user: UserEvents, fullName: string): Promise<string[]> {
  const menu = await screen.findByRole('button', { name: `Actions for ${fullName}` });
  await user.click(menu);
  const list = document.getElementById(menu.getAttribute('aria-controls')!)!;
  const names = within(list)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
  await user.click(menu);
  return names;
}

/** Opens a user's row menu and chooses an action in it. */
async function chooseAction(user: UserEvents, fullName: string, action: string): Promise<void> {
  const menu = await screen.findByRole('button', { name: `Actions for ${fullName}` });
  await user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  const list = document.getElementById(menu.getAttribute('aria-controls')!)!;
  await user.click(within(list).getByRole('button', { name: action }));
}

it('tells non-admins they may not view users, without asking the API', async () => {
  open('editor');
  expect(screen.getByText('You do not have permission to view users.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('lists the users with Name, Email, Role, Status, Registered and their actions', async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Users' });
  expect(columnHeaders(table)).toEqual(['Name', 'Email', 'Role', 'Status', 'Registered', 'Actions']);
  expect(within(table).getByText('editor@mwangaza-analytics.co.ke')).toBeInTheDocument();
  expect(within(table).getByText('1 Jan 2024')).toBeInTheDocument();
});

it('does not let admins change their own role', async () => {
  open();
  const table = await screen.findByRole('table', { name: 'Users' });
  expect(within(table).getByText('(you)')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Role of Demo Administrator' })).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Role of Wanjiru Kamau' })).toHaveValue('editor');
});

it('changes a role and confirms it in a toast', async () => {
  const { user } = open();
  const select = await screen.findByRole('combobox', { name: 'Role of Otieno Odhiambo' });
  await user.selectOptions(select, 'editor');
  expect(await screen.findByText('Role of Otieno Odhiambo changed to Editor')).toBeInTheDocument();
  expect(db.users.find((u) => u.id === 'u-viewer')?.role).toBe('editor');
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Role of Otieno Odhiambo' })).toHaveValue('editor'),
  );
});

it("shows the API's message when a role cannot be changed, and keeps the old role", async () => {
  server.use(
    http.patch('*/api/auth/users/:id/role', () =>
      HttpResponse.json({ success: false, message: 'The last admin cannot be demoted' }, { status: 409 }),
    ),
  );
  const { user } = open();
  const select = await screen.findByRole('combobox', { name: 'Role of Wanjiru Kamau' });
  await user.selectOptions(select, 'user');
  expect(await screen.findByText('The last admin cannot be demoted')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Role of Wanjiru Kamau' })).toHaveValue('editor'),
  );
});

it('pages through the users 10 at a time', async () => {
  for (let n = 1; n <= 9; n += 1) {
    db.users.push({
      id: `u-${n}`,
      fullName: `Staff ${n}`,
      email: `staff${n}@example.com`,
      role: 'user',
      createdAt: '2024-02-01T08:00:00.000Z',
      password: 'x',
    });
  }
  const { user } = open();
  await screen.findByRole('table', { name: 'Users' });
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
});

it('e-mails a user a password-reset link after a confirmation', async () => {
  const { user } = open();
  const target = db.users.find((u) => u.role === 'editor')!;
  await chooseAction(user, target.fullName, 'Send reset link');
  const dialog = await screen.findByRole('dialog', { name: 'Send a password reset link?' });
  await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
  expect(
    await screen.findByText(`A password-reset link has been sent to ${target.email}.`),
  ).toBeInTheDocument();
  expect([...db.passwordResets.values()]).toContain(target.id);
});

it('disables an account after a confirmation, shows it, and enables it again', async () => {
  const { user } = open();
  const target = db.users.find((u) => u.role === 'editor')!;
  await chooseAction(user, target.fullName, 'Disable');
  const dialog = await screen.findByRole('dialog', { name: 'Disable this account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
  expect(await screen.findByText(`${target.fullName} is disabled`)).toBeInTheDocument();
  const row = (await screen.findByText('Disabled')).closest('tr')!;
  expect(within(row).getByText(target.email)).toBeInTheDocument();
  expect(await actionsOf(user, target.fullName)).toEqual(['Enable']);
  await chooseAction(user, target.fullName, 'Enable');
  expect(await screen.findByText(`${target.fullName} can sign in again`)).toBeInTheDocument();
  expect(db.users.find((u) => u.id === target.id)?.disabled).toBe(false);
});

it('signs a user out everywhere, and offers neither that nor disabling on your own row', async () => {
  const { user } = open();
  const target = db.users.find((u) => u.role === 'user')!;
  await chooseAction(user, target.fullName, 'Sign out everywhere');
  const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
  await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
  expect(await screen.findByText('Signed out everywhere')).toBeInTheDocument();
  const me = db.users.find((u) => u.role === 'admin')!;
  expect(await actionsOf(user, me.fullName)).toEqual(['Send reset link']);
});

it('resets the two-factor sign-in of someone who lost their phone, and offers it only where it is on', async () => {
  const target = db.users.find((u) => u.role === 'editor')!;
  target.twoFactorEnabled = true;
  const { user } = open();
  const others = db.users.filter((u) => u.id !== target.id && u.role !== 'admin');
  for (const other of others) {
    if (!other.disabled) expect(await actionsOf(user, other.fullName)).not.toContain('Reset two-factor');
  }
  await chooseAction(user, target.fullName, 'Reset two-factor');
  const dialog = await screen.findByRole('dialog', { name: 'Reset two-factor sign-in?' });
  expect(dialog).toHaveTextContent(`make sure it is really ${target.fullName} asking`);
  await user.click(within(dialog).getByRole('button', { name: 'Reset two-factor' }));
  expect(
    await screen.findByText(
      `Two-factor sign-in is off for ${target.email}, who is signed out everywhere and has been told by e-mail.`,
    ),
  ).toBeInTheDocument();
  expect(db.users.find((u) => u.id === target.id)?.twoFactorEnabled).toBe(false);
  // The list is read again: the account no longer has two-factor to reset.
  const row = screen.getByText(target.email).closest('tr')!;
  await waitFor(() => expect(within(row).queryByText('Two-factor')).not.toBeInTheDocument());
  expect(await actionsOf(user, target.fullName)).not.toContain('Reset two-factor');
});

it('requires two-factor sign-in for staff only once the administrator has it on', async () => {
  const { user } = open();
  const toggle = await screen.findByRole('switch', {
    name: 'Require two-factor sign-in for editors and administrators',
  });
  await user.click(toggle);
  expect(
    await screen.findByText('Turn on two-factor sign-in for your own account first.'),
  ).toBeInTheDocument();
  db.users.find((u) => u.role === 'admin')!.twoFactorEnabled = true;
  // The switch is disabled while the refused change settles: a click then would do nothing.
  await waitFor(() => expect(toggle).toBeEnabled());
  await user.click(toggle);
  expect(
    await screen.findByText('Two-factor sign-in is now required for editors and administrators'),
  ).toBeInTheDocument();
  // The policy is read again after the toast.
  await waitFor(() => expect(toggle).toBeChecked());
});

it('invites a colleague with a role, lists the invitation and revokes it', async () => {
  const { user } = open();
  await screen.findByRole('heading', { name: 'Invite a colleague' });
  expect(await screen.findByText('No open invitations.')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Email/), 'new.analyst@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
  await user.click(screen.getByRole('button', { name: 'Send invitation' }));
  const table = await screen.findByRole('table', { name: 'Open invitations' });
  expect(within(table).getByText('new.analyst@example.com')).toBeInTheDocument();
  expect(db.invitations[0]?.invitation.role).toBe('admin');

  await user.click(
    within(table).getByRole('button', { name: 'Revoke invitation to new.analyst@example.com' }),
  );
  expect(await screen.findByText('No open invitations.')).toBeInTheDocument();
});

it("puts a row's actions in one menu, whose confirmation returns focus to it", async () => {
  const { user } = open();
  const target = db.users.find((u) => u.role === 'editor')!;
  expect(await actionsOf(user, target.fullName)).toEqual([
    'Send reset link',
    'Sign out everywhere',
    'Disable',
  ]);
  await chooseAction(user, target.fullName, 'Sign out everywhere');
  const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: `Actions for ${target.fullName}` })).toHaveFocus(),
  );
});
