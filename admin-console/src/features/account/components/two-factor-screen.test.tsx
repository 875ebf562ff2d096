import { screen, within } from '@testing-library/react';
import { MOCK_TOTP_CODE, MOCK_TOTP_SECRET, db } from '@mwangaza/shared/mocks/db';
import { ToastProvider } from '@mwangaza/shared/console';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import { renderAdmin, userWithRole } from '../../../components/test-render';
import { TwoFactorScreen } from './two-factor-screen';

const open = () => renderAdmin(<TwoFactorScreen />, '/admin/account/two-factor');

it('shows the key as a QR code and as text, refuses a wrong code, then shows ten recovery codes once', async () => {
  const { user } = open();
  await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
  expect(await screen.findByRole('img', { name: 'QR code of your authenticator key' })).toBeInTheDocument();
  expect(screen.getByLabelText('Authenticator key')).toHaveTextContent(MOCK_TOTP_SECRET.slice(0, 4));
  await user.type(screen.getByLabelText(/^Code from the app/), '000000');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
  await user.type(screen.getByLabelText(/^Code from the app/), MOCK_TOTP_CODE);
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  const codes = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
  expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'I have saved them' }));
  expect(await screen.findByRole('heading', { name: 'Two-factor sign-in is on.' })).toBeInTheDocument();
});

it('renews recovery codes and turns two-factor off after asking again', async () => {
  db.users.find((u) => u.role === 'admin')!.twoFactorEnabled = true;
  const { user } = renderWithProviders(
    <ToastProvider>
      <TwoFactorScreen />
    </ToastProvider>,
    {
      route: '/admin/account/two-factor',
      path: '/admin/account/two-factor',
      auth: { user: { ...userWithRole('admin'), twoFactorEnabled: true } },
    },
  );
  await user.click(await screen.findByRole('button', { name: 'Get new recovery codes' }));
  await user.click(screen.getByRole('button', { name: 'Use a code instead' }));
  await user.type(screen.getByLabelText(/^Authentication code/), MOCK_TOTP_CODE);
  await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
  expect(await screen.findByText('anew0-code0')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'I have saved them' }));
  await user.click(await screen.findByRole('button', { name: 'Turn off' }));
  await user.type(screen.getByLabelText(/^Your password/), 'wrong');
  await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('That password or code is not right.');
  await user.type(screen.getByLabelText(/^Your password/), 'Demo@2024!');
  await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
  // Said twice, whichever comes first: in a toast, and as the screen's state once the account is read again.
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Two-factor sign-in is off' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Two-factor sign-in is off', { selector: 'p' })).toBeInTheDocument();
});
