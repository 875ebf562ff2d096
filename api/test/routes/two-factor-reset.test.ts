import { Secret, TOTP } from 'otpauth';
import { waitFor } from '../helpers/smtp';
import { createUser, DEMO_EMAIL, login, manualClock, sessionStatus, setUpTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

// An administrator helps someone who lost both their authenticator app and their recovery codes.
const clock = manualClock(Math.floor(Date.now() / 30_000) * 30_000 + 1_000);

const t = setUpTestApp({
  env: { CONSOLE_URL: 'https://console.example/admin' },
  clock: clock.now,
  mail: true,
});

async function accountWithTwoFactor(adminToken: string) {
  const account = await createUser(t, 'editor', adminToken);
  const { secret } = (await t.call('POST', '/auth/2fa/setup', { token: account.accessToken })).body.data as {
    secret: string;
  };
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now() });
  expect(
    (await t.call('POST', '/auth/2fa/enable', { token: account.accessToken, body: { code } })).status,
  ).toBe(200);
  return account;
}

it('turns it off, signs the person out everywhere, tells them by e-mail and records who did it', async () => {
  const admin = await login(t);
  const account = await accountWithTwoFactor(admin.accessToken);

  const reset = await t.call('DELETE', `/auth/users/${account.user.id}/2fa`, { token: admin.accessToken });
  expect(reset.status).toBe(200);
  expect(reset.body.message).toBe(
    `Two-factor sign-in is off for ${account.email}, who is signed out everywhere and has been told by e-mail.`,
  );

  // Their old session is over; the password alone signs them in again.
  expect(await sessionStatus(t, account)).toEqual({ me: 401, refresh: 401 });
  const again = await t.call('POST', '/auth/login', {
    body: { email: account.email, password: account.password },
  });
  expect(again.body.data.twoFactorRequired).toBeUndefined();
  expect(again.body.data.user.twoFactorEnabled).toBe(false);

  const mail = await waitFor(() =>
    t.smtp.messages.find((message) => message.includes(`To: ${account.email}`)),
  );
  // Folded headers and quoted-printable soft breaks undone, as a mail program shows it.
  const shown = mail.replace(/\r\n[ \t]+/g, ' ').replace(/=\r\n/g, '');
  expect(shown).toContain('Subject: Two-factor sign-in was turned off on your Mwangaza Analytics account');
  expect(shown).toContain(`An administrator (${DEMO_EMAIL}) turned off two-factor sign-in`);
  expect(shown).toContain('https://console.example/admin/login');

  const audit = await t.call('GET', `/audit?action=auth.2fa_reset&entityId=${account.user.id}`, {
    token: admin.accessToken,
  });
  expect(audit.body.data.entries).toEqual([
    expect.objectContaining({
      actor: expect.objectContaining({ email: DEMO_EMAIL }),
      summary: `Reset the two-factor sign-in of ${account.email}`,
    }),
  ]);
});

it('is for administrators only, not for one’s own account, and only where two-factor is on', async () => {
  const admin = await login(t);
  const account = await accountWithTwoFactor(admin.accessToken);
  const path = `/auth/users/${account.user.id}/2fa`;

  expect((await t.call('DELETE', path, { token: account.accessToken })).status).toBe(403);
  expect((await t.call('DELETE', path)).status).toBe(401);

  const own = await t.call('DELETE', `/auth/users/${admin.user.id}/2fa`, { token: admin.accessToken });
  expect(own.status).toBe(409);
  expect(own.body.message).toBe('Turn off your own two-factor sign-in from your account page.');

  const plain = await createUser(t, 'user', admin.accessToken);
  const without = await t.call('DELETE', `/auth/users/${plain.user.id}/2fa`, { token: admin.accessToken });
  expect(without.status).toBe(409);
  expect(without.body.message).toBe('Two-factor sign-in is not on for this account.');

  const missing = await t.call('DELETE', '/auth/users/no-such-user/2fa', { token: admin.accessToken });
  expect(missing.status).toBe(404);
  // Nothing changed for the account that has it.
  expect(
    (await t.call('GET', '/auth/me', { token: account.accessToken })).body.data.user.twoFactorEnabled,
  ).toBe(true);
});
