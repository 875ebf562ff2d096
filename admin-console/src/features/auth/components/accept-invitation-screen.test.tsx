import { screen } from '@testing-library/react';
import { db } from '@mwangaza/shared/mocks/db';
import { renderApp } from '../../../layout/render-app';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function invite(token: string) {
  const now = new Date().toISOString();
  db.invitations.push({
    token,
    invitation: {
      id: 'inv0001',
      email: 'amani@example.com',
      role: 'editor',
      invitedBy: { id: 'x', email: 'a@b.co' },
      createdAt: now,
      expiresAt: now,
      expired: false,
    },
  });
}

it('creates the invited account and signs it in', async () => {
  invite('invite-token');
  const { user } = renderApp('/admin/accept-invitation?token=invite-token');
  await screen.findByRole('heading', { name: 'Accept your invitation' });
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(screen.getByText('Full name is required')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/^Full name/), 'Amani Njoroge');
  await user.type(screen.getByLabelText(/^Password/), 'Kilimanjaro-peak-5');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Kilimanjaro-peak-5');
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  await screen.findByRole('heading', { name: 'Dashboard' });
  expect(db.users.find((u) => u.email === 'amani@example.com')?.role).toBe('editor');
});

it('says so when the invitation is spent or expired', async () => {
  const { user } = renderApp('/admin/accept-invitation?token=gone');
  await screen.findByRole('heading', { name: 'Accept your invitation' });
  await user.type(screen.getByLabelText(/^Full name/), 'Amani Njoroge');
  await user.type(screen.getByLabelText(/^Password/), 'Kilimanjaro-peak-5');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Kilimanjaro-peak-5');
  await user.click(screen.getByRole('button', { name: 'Create my account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is invalid or has expired.');
});
