import { http } from 'msw';
import {
  LoginTwoFactorBody,
  TwoFactorConfirmBody,
  TwoFactorEnableBody,
  TwoFactorPolicyBody,
  UserUpdateBody,
} from '../../schemas';
import { MOCK_TOTP_CODE, MOCK_TOTP_SECRET, db, issueTokens, publicUser } from '../db';
import { ADMINS, API, authorize, fail, ok, parseBody } from './respond';

const WRONG = 'That code is not right. Check the time on your phone and enter the code now shown.';

/** The signed-in user, once their password or a current code confirms it is them (turning 2FA off, new codes). */
async function confirmedUser(request: Request): Promise<ReturnType<typeof authorize>> {
  const guard = authorize(request);
  if (guard.response) return guard;
  const parsed = await parseBody<TwoFactorConfirmBody>(request, TwoFactorConfirmBody);
  if (parsed.response) return { response: parsed.response };
  if (parsed.body.code !== MOCK_TOTP_CODE && parsed.body.password !== guard.user.password)
    return { response: fail(400, 'That password or code is not right.') };
  return guard;
}

const recoveryCodes = () => Array.from({ length: 10 }, (_, i) => `mock${i}-code${i}`);

/** Two-factor sign-in, signed-in db.devices and account administration (README of the API for the real rules). */
export const accountHandlers = [
  http.post(`${API}/auth/login/2fa`, async ({ request }) => {
    const parsed = await parseBody<LoginTwoFactorBody>(request, LoginTwoFactorBody);
    if (parsed.response) return parsed.response;
    const user = db.users.find((u) => `challenge-${u.id}` === parsed.body.challengeToken);
    if (!user) return fail(401, 'Your sign-in has expired. Please sign in again.');
    const good = parsed.body.code === MOCK_TOTP_CODE || parsed.body.recoveryCode === 'mock0-code0';
    if (!good) return fail(401, 'Invalid two-factor code');
    return ok('Login successful', { ...issueTokens(user.id), user: publicUser(user) });
  }),
  http.post(`${API}/auth/2fa/setup`, ({ request }) => {
    const guard = authorize(request);
    if (guard.response) return guard.response;
    const otpauthUrl = `otpauth://totp/Mwangaza%20Analytics:${encodeURIComponent(guard.user.email)}?issuer=Mwangaza%20Analytics&secret=${MOCK_TOTP_SECRET}&algorithm=SHA1&digits=6&period=30`;
    return ok('Scan the key with your authenticator app', { secret: MOCK_TOTP_SECRET, otpauthUrl });
  }),
  http.post(`${API}/auth/2fa/enable`, async ({ request }) => {
    const guard = authorize(request);
    if (guard.response) return guard.response;
    const parsed = await parseBody<TwoFactorEnableBody>(request, TwoFactorEnableBody);
    if (parsed.response) return parsed.response;
    if (parsed.body.code !== MOCK_TOTP_CODE) return fail(400, WRONG);
    guard.user.twoFactorEnabled = true;
    delete guard.user.twoFactorSetupRequired;
    return ok('Two-factor sign-in is on', { recoveryCodes: recoveryCodes() });
  }),
  http.post(`${API}/auth/2fa/disable`, async ({ request }) => {
    const guard = await confirmedUser(request);
    if (guard.response) return guard.response;
    guard.user.twoFactorEnabled = false;
    return ok('Two-factor sign-in is off');
  }),
  http.post(`${API}/auth/2fa/recovery-codes`, async ({ request }) => {
    const guard = await confirmedUser(request);
    if (guard.response) return guard.response;
    return ok('New recovery codes', {
      recoveryCodes: recoveryCodes().map((code) => code.replace('mock', 'anew')),
    });
  }),
  http.get(`${API}/auth/2fa/policy`, ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    return ok('Two-factor policy', { requiredForStaff: db.twoFactorRequiredForStaff, lockedByConfig: false });
  }),
  http.put(`${API}/auth/2fa/policy`, async ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const parsed = await parseBody<TwoFactorPolicyBody>(request, TwoFactorPolicyBody);
    if (parsed.response) return parsed.response;
    if (parsed.body.requiredForStaff && !guard.user.twoFactorEnabled)
      return fail(409, 'Turn on two-factor sign-in for your own account first.');
    db.twoFactorRequiredForStaff = parsed.body.requiredForStaff;
    return ok('Two-factor policy saved', {
      requiredForStaff: db.twoFactorRequiredForStaff,
      lockedByConfig: false,
    });
  }),
  http.get(`${API}/auth/sessions`, ({ request }) => {
    const guard = authorize(request);
    if (guard.response) return guard.response;
    return ok('Sessions retrieved successfully', { sessions: db.devices });
  }),
  http.delete(`${API}/auth/sessions/:id`, ({ request, params }) => {
    const guard = authorize(request);
    if (guard.response) return guard.response;
    const index = db.devices.findIndex((device) => device.id === params.id);
    if (index < 0) return fail(404, 'Session not found');
    db.devices.splice(index, 1);
    return ok('Signed out on that device');
  }),
  http.delete(`${API}/auth/sessions`, ({ request }) => {
    const guard = authorize(request);
    if (guard.response) return guard.response;
    db.devices.splice(0, db.devices.length, ...db.devices.filter((device) => device.current));
    return ok('Signed out on all other db.devices');
  }),
  http.patch(`${API}/auth/users/:id`, async ({ request, params }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const user = db.users.find((u) => u.id === params.id);
    if (!user) return fail(404, 'User not found');
    const parsed = await parseBody<UserUpdateBody>(request, UserUpdateBody);
    if (parsed.response) return parsed.response;
    if (parsed.body.disabled && user.id === guard.user.id)
      return fail(409, 'You cannot disable your own account.');
    user.disabled = parsed.body.disabled;
    return ok(parsed.body.disabled ? 'Account disabled' : 'Account enabled', { user: publicUser(user) });
  }),
  http.delete(`${API}/auth/users/:id/2fa`, ({ request, params }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const user = db.users.find((u) => u.id === params.id);
    if (!user) return fail(404, 'User not found');
    if (user.id === guard.user.id)
      return fail(409, 'Turn off your own two-factor sign-in from your account page.');
    if (!user.twoFactorEnabled) return fail(409, 'Two-factor sign-in is not on for this account.');
    user.twoFactorEnabled = false;
    return ok(
      `Two-factor sign-in is off for ${user.email}, who is signed out everywhere and has been told by e-mail.`,
    );
  }),
  http.delete(`${API}/auth/users/:id/sessions`, ({ request, params }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    if (!db.users.some((u) => u.id === params.id)) return fail(404, 'User not found');
    return ok('Signed out everywhere');
  }),
];
