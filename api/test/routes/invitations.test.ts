import { DAY } from '../helpers/clock';
import { linkFromMail, waitFor } from '../helpers/smtp';
import { createUser, login, manualClock, setUpTestApp, withTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const INVALID = 'This invitation is invalid or has expired. Please ask an administrator for a new one.';

const clock = manualClock();
let adminToken: string;
let counter = 0;

const t = setUpTestApp({
  env: { CONSOLE_URL: 'https://console.example/admin', REGISTRATION: 'invite' },
  clock: clock.now,
  mail: true,
});

beforeAll(async () => {
  adminToken = (await login(t)).accessToken;
});

const address = () => `invitee${++counter}@example.com`;

/** The token of the newest invitation e-mailed to `email`. */
async function tokenFor(email: string, before: number): Promise<string> {
  const mail = await waitFor(() => t.smtp.messages.slice(before).findLast((m) => m.includes(`To: ${email}`)));
  const link = linkFromMail(mail, '/admin/accept-invitation');
  expect(link).toMatch(/^https:\/\/console\.example\/admin\/accept-invitation\?token=/);
  return new URL(link!).searchParams.get('token')!;
}

async function invite(email: string, role: 'admin' | 'editor' | 'user') {
  const before = t.smtp.messages.length;
  const created = await t.call('POST', '/auth/invitations', { token: adminToken, body: { email, role } });
  expect(created.status).toBe(201);
  return { invitation: created.body.data.invitation, token: await tokenFor(email, before) };
}

const accept = (token: string, password = 'Kilimanjaro-peak-5') =>
  t.call('POST', '/auth/invitations/accept', { body: { token, fullName: 'Amani Njoroge', password } });

it('refuses open registration when REGISTRATION=invite and says so in /config', async () => {
  const attempt = await t.call('POST', '/auth/register', {
    body: { fullName: 'A B', email: address(), password: 'Kilimanjaro-peak-5' },
  });
  expect(attempt).toMatchObject({
    status: 403,
    body: {
      success: false,
      message: 'Accounts are by invitation. Please ask an administrator to invite you.',
    },
  });
  expect((await t.call('GET', '/config')).body.data.registration).toBe('invite');
});

it('an accepted invitation creates the account with its role, signed in, and works only once', async () => {
  const email = address();
  const { invitation, token } = await invite(email, 'editor');
  expect(invitation).toMatchObject({ email, role: 'editor', expired: false });
  const listed = await t.call('GET', '/auth/invitations', { token: adminToken });
  expect(listed.body.data.invitations.map((i: { id: string }) => i.id)).toContain(invitation.id);

  const weak = await accept(token, 'password123');
  expect(weak.status).toBe(400);
  const accepted = await accept(token);
  expect(accepted.status).toBe(201);
  expect(accepted.body.data.user).toMatchObject({ email, role: 'editor', fullName: 'Amani Njoroge' });
  const me = await t.call('GET', '/auth/me', { token: accepted.body.data.accessToken });
  expect(me.body.data.user.role).toBe('editor');
  await login(t, email, 'Kilimanjaro-peak-5');

  expect(await accept(token)).toMatchObject({ status: 400, body: { message: INVALID } });
  const after = await t.call('GET', '/auth/invitations', { token: adminToken });
  expect(after.body.data.invitations.map((i: { id: string }) => i.id)).not.toContain(invitation.id);
});

it('a link expires after 7 days; resending gives a new one and the old stops working', async () => {
  const email = address();
  const { invitation, token } = await invite(email, 'user');
  clock.advance(7 * DAY + 1000);
  expect(await accept(token)).toMatchObject({ status: 400, body: { message: INVALID } });
  const listed = await t.call('GET', '/auth/invitations', { token: adminToken });
  expect(listed.body.data.invitations.find((i: { id: string }) => i.id === invitation.id).expired).toBe(true);

  const before = t.smtp.messages.length;
  expect(
    (await t.call('POST', `/auth/invitations/${invitation.id}/resend`, { token: adminToken })).status,
  ).toBe(200);
  const fresh = await tokenFor(email, before);
  expect(fresh).not.toBe(token);
  expect((await accept(token)).status).toBe(400);
  expect((await accept(fresh)).status).toBe(201);
});

it('a revoked invitation cannot be accepted; only admins manage invitations', async () => {
  const email = address();
  const { invitation, token } = await invite(email, 'admin');
  const other = await invite(address(), 'editor');
  const editorSession = (await accept(other.token)).body.data.accessToken as string;
  expect((await t.call('GET', '/auth/invitations', { token: editorSession })).status).toBe(403);
  expect(
    (
      await t.call('POST', '/auth/invitations', {
        token: editorSession,
        body: { email: address(), role: 'admin' },
      })
    ).status,
  ).toBe(403);
  expect(
    (await t.call('DELETE', `/auth/invitations/${invitation.id}`, { token: editorSession })).status,
  ).toBe(403);

  expect((await t.call('DELETE', `/auth/invitations/${invitation.id}`, { token: adminToken })).status).toBe(
    200,
  );
  expect((await accept(token)).status).toBe(400);
  expect((await t.call('DELETE', `/auth/invitations/${invitation.id}`, { token: adminToken })).status).toBe(
    404,
  );
});

it('refuses to invite an address that already has an account', async () => {
  const existing = await createUserViaInvite();
  const again = await t.call('POST', '/auth/invitations', {
    token: adminToken,
    body: { email: existing, role: 'user' },
  });
  expect(again).toMatchObject({ status: 409, body: { message: 'This email is already registered' } });
});

async function createUserViaInvite(): Promise<string> {
  const email = address();
  const { token } = await invite(email, 'user');
  expect((await accept(token)).status).toBe(201);
  return email;
}

// Open registration still works where configured (the default outside production).
it('REGISTRATION=open keeps self-registration', async () => {
  await withTestApp({ db: t.db }, async (open) => {
    expect((await open.call('GET', '/config')).body.data.registration).toBe('open');
    await createUser(open, 'user', (await login(open)).accessToken);
  });
});
