import { http } from 'msw';
import { LoginBody, RefreshBody, RegisterBody, RoleBody, type LogoutBody } from '../../schemas';
import { db, issueTokens, publicUser } from '../db';
import { ADMINS, API, AUTH_REQUIRED, authorize, fail, now, ok, paginate, parseBody } from './respond';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_REFRESH = 'Invalid or expired refresh token';

export const authHandlers = [
  http.post(`${API}/auth/login`, async ({ request }) => {
    const parsed = await parseBody<LoginBody>(request, LoginBody);
    if (parsed.response) return parsed.response;
    const email = parsed.body.email.trim().toLowerCase();
    const user = db.users.find((u) => u.email.toLowerCase() === email && u.password === parsed.body.password);
    if (!user) return fail(401, INVALID_CREDENTIALS);
    return ok('Login successful', { ...issueTokens(user.id), user: publicUser(user) });
  }),
  http.post(`${API}/auth/register`, async ({ request }) => {
    const parsed = await parseBody<RegisterBody>(request, RegisterBody);
    if (parsed.response) return parsed.response;
    const email = parsed.body.email.trim().toLowerCase();
    if (db.users.some((u) => u.email.toLowerCase() === email))
      return fail(409, 'This email is already registered');
    // decisions.md: the first account on a database without an admin becomes admin.
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
  http.get(`${API}/auth/users`, ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const { items, pagination } = paginate(db.users.map(publicUser), new URL(request.url));
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
