import { HOUR, MINUTE } from '../helpers/clock';
import { linkFromMail, waitFor } from '../helpers/smtp';
import { createUser, login, manualClock, sessionStatus, setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const REQUESTED = 'If an account exists for that address, we have sent it a link to choose a new password.';
const INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
const NEW_PASSWORD = 'Jacaranda-blooms-7';

const clock = manualClock();
let adminToken: string;

const t = setUpTestApp({
  env: { CONSOLE_URL: 'https://console.example/admin', PASSWORD_RESET_MAX_PER_CLIENT: '1000' },
  clock: clock.now,
  mail: true,
});

beforeAll(async () => {
  adminToken = (await login(t)).accessToken;
});

/** Asks for a reset and returns the token from the e-mail that arrives for `email`. */
async function requestToken(email: string): Promise<string> {
  const before = t.smtp.messages.length;
  const { status } = await t.call('POST', '/auth/password-reset', { body: { email } });
  expect(status).toBe(202);
  const mail = await waitFor(() => t.smtp.messages.slice(before).find((m) => m.includes(`To: ${email}`)));
  const link = linkFromMail(mail, '/admin/reset-password');
  expect(link).toMatch(/^https:\/\/console\.example\/admin\/reset-password\?token=/);
  return new URL(link!).searchParams.get('token')!;
}

it('answers every address the same way, in about the same time, and mails only real accounts', async () => {
  const user = await createUser(t, 'user', adminToken);
  const known = await t.call('POST', '/auth/password-reset', { body: { email: user.email.toUpperCase() } });
  const unknown = await t.call('POST', '/auth/password-reset', {
    body: { email: 'nobody-here@example.com' },
  });
  expect(known.status).toBe(202);
  expect(unknown.status).toBe(202);
  expect(known.body).toEqual({ success: true, message: REQUESTED });
  expect(unknown.body).toEqual(known.body);

  // Timing: the answer comes before the account is looked up, so known and unknown addresses take alike.
  // Alternating which goes first, so that a known address's mail work in the background weighs on both; the
  // allowance grows with the machine's own slowness (a loaded machine answers everything slower).
  const times = { known: [] as number[], unknown: [] as number[] };
  for (let round = 0; round < 9; round++) {
    const order = [
      ['known', user.email],
      ['unknown', 'ghost@example.com'],
    ] as const;
    for (const [kind, email] of round % 2 ? [...order].reverse() : order) {
      const start = performance.now();
      expect((await t.call('POST', '/auth/password-reset', { body: { email } })).status).toBe(202);
      times[kind].push(performance.now() - start);
    }
    clock.advance(HOUR); // a new per-address window
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const allowance = Math.max(25, median([...times.known, ...times.unknown]) / 2);
  expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(allowance);

  await waitFor(() => t.smtp.messages.some((m) => m.includes(`To: ${user.email}`)));
  expect(t.smtp.messages.some((m) => m.includes('nobody-here@example.com'))).toBe(false);
});

it('sets a new password once, signs the account out everywhere and refuses the link again', async () => {
  const user = await createUser(t, 'user', adminToken);
  const other = await login(t, user.email, user.password);
  const token = await requestToken(user.email);

  const common = await t.call('POST', '/auth/password-reset/confirm', {
    body: { token, password: 'password123' },
  });
  expect(common.status).toBe(400);
  const short = await t.call('POST', '/auth/password-reset/confirm', { body: { token, password: 'Ab1!' } });
  expect(short.status).toBe(400);

  const confirmed = await t.call('POST', '/auth/password-reset/confirm', {
    body: { token, password: NEW_PASSWORD },
  });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.success).toBe(true);

  // Both earlier sessions are gone: access tokens and refresh tokens.
  expect((await t.call('GET', '/auth/me', { token: user.accessToken })).status).toBe(401);
  expect(await sessionStatus(t, other)).toEqual({ me: 401, refresh: 401 });
  expect(
    (await t.call('POST', '/auth/login', { body: { email: user.email, password: user.password } })).status,
  ).toBe(401);
  await login(t, user.email, NEW_PASSWORD);

  const again = await t.call('POST', '/auth/password-reset/confirm', {
    body: { token, password: 'Another-fine-pass-9' },
  });
  expect(again.status).toBe(400);
  expect(again.body).toEqual({ success: false, message: INVALID });
});

it('refuses a link after 30 minutes (the clock moves, nobody waits)', async () => {
  const user = await createUser(t, 'user', adminToken);
  const token = await requestToken(user.email);
  clock.advance(30 * MINUTE + 1000);
  const late = await t.call('POST', '/auth/password-reset/confirm', {
    body: { token, password: NEW_PASSWORD },
  });
  expect(late).toMatchObject({ status: 400, body: { success: false, message: INVALID } });
  await login(t, user.email, user.password);

  const fresh = await requestToken(user.email);
  clock.advance(29 * MINUTE);
  const inTime = await t.call('POST', '/auth/password-reset/confirm', {
    body: { token: fresh, password: NEW_PASSWORD },
  });
  expect(inTime.status).toBe(200);
});

it('limits requests per address, known or not, with a 429', async () => {
  for (const email of ['limit-ghost@example.com', (await createUser(t, 'user', adminToken)).email]) {
    for (let i = 0; i < 3; i++)
      expect((await t.call('POST', '/auth/password-reset', { body: { email } })).status).toBe(202);
    const over = await t.call('POST', '/auth/password-reset', { body: { email } });
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(
      /^Too many reset requests for this address\. Please try again in \d+ minutes?\.$/,
    );
  }
});

it('lets an administrator e-mail a user a reset link, and nobody else', async () => {
  const user = await createUser(t, 'user', adminToken);
  const editor = await createUser(t, 'editor', adminToken);
  const refused = await t.call('POST', `/auth/users/${user.user.id}/password-reset`, {
    token: editor.accessToken,
  });
  expect(refused.status).toBe(403);
  const before = t.smtp.messages.length;
  const sent = await t.call('POST', `/auth/users/${user.user.id}/password-reset`, { token: adminToken });
  expect(sent.status).toBe(202);
  const mail = await waitFor(() =>
    t.smtp.messages.slice(before).find((m) => m.includes(`To: ${user.email}`)),
  );
  expect(linkFromMail(mail, '/admin/reset-password')).toBeDefined();
  expect((await t.call('POST', '/auth/users/nope/password-reset', { token: adminToken })).status).toBe(404);
});
