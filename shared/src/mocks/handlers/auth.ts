import { http } from 'msw';
import {
  AcceptInvitationBody,
  InvitationBody,
  LoginBody,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  RefreshBody,
  RegisterBody,
  RoleBody,
  type LogoutBody,
} from '../../schemas';
import { db, issueTokens, newId, publicUser } from '../db';
import { ADMINS, API, AUTH_REQUIRED, authorize, fail, now, ok, paginate, parseBody } from './respond';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_REFRESH = 'Invalid or expired refresh token';
export const RESET_REQUESTED =
  'If an account exists for that address, we have sent it a link to choose a new password.';
export const INVITATION_INVALID =
  'This invitation is invalid or has expired. Please ask an administrator for a new one.';
const WEEK_MS = 7 * 86_400_000;
export const RESET_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';

/** Like the API: a reset spends every refresh token of the account. */
function signOutEverywhere(userId: string) {
  for (const [token, owner] of db.refreshTokens) if (owner === userId) db.refreshTokens.delete(token);
}

function issueReset(userId: string) {
  db.passwordResets.set(`reset-${++db.tokenCounter}`, userId);
}

export const authHandlers = [
  http.post(`${API}/auth/login`, async ({ request }) => {
    const parsed = await parseBody<LoginBody>(request, LoginBody);
    if (parsed.response) return parsed.response;
    const email = parsed.body.email.trim().toLowerCase();
    const user = db.users.find((u) => u.email.toLowerCase() === email && u.password === parsed.body.password);
    if (!user) return fail(401, INVALID_CREDENTIALS);
    if (user.twoFactorEnabled) {
      const expiresAt = new Date(Date.now() + 300_000).toISOString();
      return ok('Enter the code from your authenticator app', {
        twoFactorRequired: true,
        challengeToken: `challenge-${user.id}`,
        expiresAt,
      });
    }
    return ok('Login successful', { ...issueTokens(user.id), user: publicUser(user) });
  }),
  http.post(`${API}/auth/register`, async ({ request }) => {
    const parsed = await parseBody<RegisterBody>(request, RegisterBody);
    if (parsed.response) return parsed.response;
    const email = parsed.body.email.trim().toLowerCase();
    if (db.users.some((u) => u.email.toLowerCase() === email))
      return fail(409, 'This email is already registered');
    // As the API does: the first account on a database without an admin becomes admin.
    const role = db.users.some((u) => u.role === 'admin') ? 'user' : 'admin';
    const user = {
      id: String(Date.now()),
      fullName: parsed.body.fullName.trim(),
      email,
      role,
      createdAt: now(),
    } as const;
    db.users.push({ ...user, password: parsed.body.password });
    return ok('Registration successful', { user }, 201);
  }),
  http.get(`${API}/auth/me`, ({ request }) => {
    const guard = authorize(request);
    if (guard.response) return guard.response;
    return ok('User retrieved successfully', { user: publicUser(guard.user) });
  }),
  http.post(`${API}/auth/logout`, async ({ request }) => {
    const header = request.headers.get('Authorization') ?? '';
    if (header.startsWith('Bearer ')) db.revokedAccessTokens.add(header.slice(7));
    const body = (await request.json().catch(() => ({}))) as LogoutBody;
    if (body.refreshToken) db.refreshTokens.delete(body.refreshToken);
    return ok('Logged out successfully');
  }),
  http.post(`${API}/auth/refresh`, async ({ request }) => {
    const parsed = await parseBody<RefreshBody>(request, RefreshBody);
    if (parsed.response) return fail(401, INVALID_REFRESH);
    const userId = db.refreshTokens.get(parsed.body.refreshToken);
    if (!userId || !db.users.some((u) => u.id === userId)) return fail(401, INVALID_REFRESH);
    // Rotation: the used token is spent.
    db.refreshTokens.delete(parsed.body.refreshToken);
    return ok('Token refreshed', issueTokens(userId, true));
  }),
  http.post(`${API}/auth/password-reset`, async ({ request }) => {
    const parsed = await parseBody<PasswordResetRequestBody>(request, PasswordResetRequestBody);
    if (parsed.response) return parsed.response;
    const email = parsed.body.email.trim().toLowerCase();
    const user = db.users.find((u) => u.email.toLowerCase() === email);
    if (user) issueReset(user.id);
    return ok(RESET_REQUESTED, undefined, 202);
  }),
  http.post(`${API}/auth/password-reset/confirm`, async ({ request }) => {
    const parsed = await parseBody<PasswordResetConfirmBody>(request, PasswordResetConfirmBody);
    if (parsed.response) return parsed.response;
    const user = db.users.find((u) => u.id === db.passwordResets.get(parsed.body.token));
    if (!user) return fail(400, RESET_INVALID);
    db.passwordResets.delete(parsed.body.token);
    user.password = parsed.body.password;
    signOutEverywhere(user.id);
    return ok('Your password has been changed. Please sign in with it.');
  }),
  http.post(`${API}/auth/users/:id/password-reset`, ({ request, params }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const user = db.users.find((u) => u.id === params.id);
    if (!user) return fail(404, 'User not found');
    issueReset(user.id);
    return ok(`A password-reset link has been sent to ${user.email}.`, undefined, 202);
  }),
  http.get(`${API}/auth/invitations`, ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    return ok('Invitations retrieved successfully', { invitations: db.invitations.map((i) => i.invitation) });
  }),
  http.post(`${API}/auth/invitations`, async ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const parsed = await parseBody<InvitationBody>(request, InvitationBody);
    if (parsed.response) return parsed.response;
    const email = parsed.body.email.trim().toLowerCase();
    if (db.users.some((u) => u.email.toLowerCase() === email))
      return fail(409, 'This email is already registered');
    db.invitations = db.invitations.filter((i) => i.invitation.email !== email);
    const invitation = {
      id: newId(),
      email,
      role: parsed.body.role,
      invitedBy: { id: guard.user.id, email: guard.user.email },
      createdAt: now(),
      expiresAt: new Date(Date.now() + WEEK_MS).toISOString(),
      expired: false,
    };
    db.invitations.unshift({ invitation, token: `invite-${++db.tokenCounter}` });
    return ok('Invitation sent', { invitation }, 201);
  }),
  http.delete(`${API}/auth/invitations/:id`, ({ request, params }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const found = db.invitations.find((i) => i.invitation.id === params.id);
    if (!found) return fail(404, 'Invitation not found');
    db.invitations = db.invitations.filter((i) => i !== found);
    return ok('Invitation revoked', { invitation: found.invitation });
  }),
  http.post(`${API}/auth/invitations/:id/resend`, ({ request, params }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const found = db.invitations.find((i) => i.invitation.id === params.id);
    if (!found) return fail(404, 'Invitation not found');
    found.token = `invite-${++db.tokenCounter}`;
    found.invitation = {
      ...found.invitation,
      expiresAt: new Date(Date.now() + WEEK_MS).toISOString(),
      expired: false,
    };
    return ok('Invitation sent again', { invitation: found.invitation });
  }),
  http.post(`${API}/auth/invitations/accept`, async ({ request }) => {
    const parsed = await parseBody<AcceptInvitationBody>(request, AcceptInvitationBody);
    if (parsed.response) return parsed.response;
    const found = db.invitations.find((i) => i.token === parsed.body.token && !i.invitation.expired);
    if (!found) return fail(400, INVITATION_INVALID);
    db.invitations = db.invitations.filter((i) => i !== found);
    const user = {
      id: newId(),
      fullName: parsed.body.fullName.trim(),
      email: found.invitation.email,
      role: found.invitation.role,
      createdAt: now(),
    };
    db.users.push({ ...user, password: parsed.body.password });
    return ok('Welcome! Your account is ready.', { ...issueTokens(user.id), user }, 201);
  }),
  http.get(`${API}/auth/users`, ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const paged = paginate(db.users.map(publicUser), new URL(request.url));
    if (paged instanceof Response) return paged;
    const { items, pagination } = paged;
    return ok('Users retrieved successfully', { users: items, pagination });
  }),
  http.patch(`${API}/auth/users/:id/role`, async ({ request, params }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const user = db.users.find((u) => u.id === params.id);
    if (!user) return fail(404, 'User not found');
    const parsed = await parseBody<RoleBody>(request, RoleBody);
    if (parsed.response) return parsed.response;
    user.role = parsed.body.role;
    return ok('Role updated successfully', { user: publicUser(user) });
  }),
];

export { AUTH_REQUIRED };
