import { Secret, TOTP } from 'otpauth';
import {
  createUser,
  login,
  manualClock,
  startTestApp,
  type TestApp,
  setUpDatabase,
} from '../helpers/test-app';

jest.setTimeout(60_000);

/**
 * Authenticator keys are stored sealed with TWO_FACTOR_KEY: the database alone cannot make codes. Keys stored
 * in clear by an earlier version, or sealed with a previous TWO_FACTOR_KEY, are sealed again at startup, and
 * the person's authenticator app keeps working throughout.
 */

const clock = manualClock(Math.floor(Date.now() / 30_000) * 30_000 + 1_000);
const STEP = 30_000;
const KEY = 'first-two-factor-key-4f9a8c7e6d5b4a3f2e1d0c9b';
const NEW_KEY = 'second-two-factor-key-9e8d7c6b5a4f3e2d1c0b9a8f';

const db = setUpDatabase();
let t: TestApp;
afterEach(async () => {
  await t?.close();
});

const start = (env: Record<string, string>) => startTestApp(db, env, { clock: clock.now });
const codeFor = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now() });
const storedTwoFactor = async (app: TestApp, id: string) =>
  (await app.app.db.models.User.findOne({ id }).lean().exec())!.twoFactor!;

/** A new account with two-factor sign-in on; returns the key its authenticator app holds. */
async function enableTwoFactor(app: TestApp) {
  const admin = await login(app);
  const account = await createUser(app, 'user', admin.accessToken);
  const setup = await app.call('POST', '/auth/2fa/setup', { token: account.accessToken });
  const { secret } = setup.body.data as { secret: string };
  const pending = await storedTwoFactor(app, account.user.id);
  expect(pending.pendingSecret).toMatch(/^sealed:v1:/);
  expect(pending.pendingSecret).not.toContain(secret);
  const enabled = await app.call('POST', '/auth/2fa/enable', {
    token: account.accessToken,
    body: { code: codeFor(secret) },
  });
  expect(enabled.status).toBe(200);
  clock.advance(STEP);
  return { ...account, secret };
}

/** An account with two-factor sign-in on and its key as an app on TWO_FACTOR_KEY sealed it (that app stopped since). */
async function accountSealedWithKey() {
  t = await start({ TWO_FACTOR_KEY: KEY });
  const account = await enableTwoFactor(t);
  const before = (await storedTwoFactor(t, account.user.id)).secret!;
  await t.close();
  return { account, before };
}

/** Signs in with the password, then a code from the authenticator app. */
async function signInWithCode(app: TestApp, account: { email: string; password: string }, secret: string) {
  const first = await app.call('POST', '/auth/login', {
    body: { email: account.email, password: account.password },
  });
  expect(first.body.data.twoFactorRequired).toBe(true);
  const second = await app.call('POST', '/auth/login/2fa', {
    body: { challengeToken: first.body.data.challengeToken, code: codeFor(secret) },
  });
  clock.advance(STEP);
  return second.status;
}

it('stores the confirmed key sealed, never in clear, and signs in with its codes', async () => {
  t = await start({ TWO_FACTOR_KEY: KEY });
  const account = await enableTwoFactor(t);
  const stored = await storedTwoFactor(t, account.user.id);
  expect(stored.secret).toMatch(/^sealed:v1:/);
  expect(JSON.stringify(stored)).not.toContain(account.secret);
  expect(await signInWithCode(t, account, account.secret)).toBe(200);
});

it('seals keys stored in clear by an earlier version at startup, and the same app keeps signing in', async () => {
  t = await start({ TWO_FACTOR_KEY: KEY });
  const account = await enableTwoFactor(t);
  // As an earlier version stored it.
  await t.app.db.models.User.updateOne(
    { id: account.user.id },
    { $set: { 'twoFactor.secret': account.secret } },
  ).exec();
  await t.close();

  t = await start({ TWO_FACTOR_KEY: KEY });
  const stored = await storedTwoFactor(t, account.user.id);
  expect(stored.secret).toMatch(/^sealed:v1:/);
  expect(stored.secret).not.toContain(account.secret);
  expect(await signInWithCode(t, account, account.secret)).toBe(200);
});

it('moves keys to a new TWO_FACTOR_KEY when the old one is listed in TWO_FACTOR_PREVIOUS_KEYS', async () => {
  const { account, before } = await accountSealedWithKey();

  t = await start({ TWO_FACTOR_KEY: NEW_KEY, TWO_FACTOR_PREVIOUS_KEYS: KEY });
  const after = (await storedTwoFactor(t, account.user.id)).secret!;
  expect(after).toMatch(/^sealed:v1:/);
  expect(after.split(':')[2]).not.toBe(before.split(':')[2]);
  expect(await signInWithCode(t, account, account.secret)).toBe(200);
  await t.close();

  // The old key is no longer needed once everything is sealed again.
  t = await start({ TWO_FACTOR_KEY: NEW_KEY });
  expect(await signInWithCode(t, account, account.secret)).toBe(200);
});

it('logs a key no configured TWO_FACTOR_KEY opens, leaves it as it is, and refuses to guess at sign-in', async () => {
  const { account, before } = await accountSealedWithKey();

  const lines: string[] = [];
  t = await startTestApp(
    db,
    { TWO_FACTOR_KEY: NEW_KEY, LOG_LEVEL: 'error' },
    { clock: clock.now, logStream: { write: (line) => void lines.push(line) } },
  );
  expect(lines.join('')).toMatch(
    /cannot be opened: list the TWO_FACTOR_KEY that sealed it in TWO_FACTOR_PREVIOUS_KEYS/,
  );
  expect(lines.join('')).not.toContain(KEY);
  expect((await storedTwoFactor(t, account.user.id)).secret).toBe(before);
  expect(await signInWithCode(t, account, account.secret)).toBe(500);
});
