import { PublicConfig, Session, TokenPair, UserList } from '../src/schemas';
import { expectFailure, expectSuccess } from './expect-body';
import { AUTH_REQUIRED, FORBIDDEN, OneInvitation, OneUser } from './response-schemas';
import type { Call, ContractTarget } from './target';
import { InvitationList } from '../src/schemas';

const uniqueEmail = (what: string) =>
  `contract-${what}-${Math.random().toString(36).slice(2, 9)}@example.com`;

export function describeAuthContract(call: Call, target: () => ContractTarget): void {
  /** Registers a new account (a plain user) with its own address. */
  const registerUser = async (fullName: string, what: string) =>
    expectSuccess<{ user: { id: string } }>(
      await call('POST', '/auth/register', {
        body: { fullName, email: uniqueEmail(what), password: 'Contract-pass-1' },
      }),
      201,
      OneUser,
    );

  describe('/auth', () => {
    it('signs in, and refuses a wrong password or a malformed body', async () => {
      const session = expectSuccess(
        await call('POST', '/auth/login', { body: target().admin }),
        200,
        Session,
      );
      expect(session).toMatchObject({ user: { email: target().admin.email, role: 'admin' } });
      expectFailure(
        await call('POST', '/auth/login', { body: { ...target().admin, password: 'Wrong-password-1' } }),
        401,
        'Invalid email or password',
      );
      expectFailure(
        await call('POST', '/auth/login', { body: { email: target().admin.email } }),
        400,
        /password/,
      );
    });

    it('registers an account once', async () => {
      const body = {
        fullName: 'Contract Person',
        email: uniqueEmail('register'),
        password: 'Contract-pass-1',
      };
      const { user } = expectSuccess<{ user: { role: string } }>(
        await call('POST', '/auth/register', { body }),
        201,
        OneUser,
      );
      expect(user.role).toBe('user');
      expectFailure(await call('POST', '/auth/register', { body }), 409, 'This email is already registered');
      expectFailure(
        await call('POST', '/auth/register', { body: { ...body, email: 'not-an-email' } }),
        400,
        /email/,
      );
    });

    it('tells a session who it is', async () => {
      expectSuccess(await call('GET', '/auth/me', { as: 'editor' }), 200, OneUser);
      expectFailure(await call('GET', '/auth/me'), 401, AUTH_REQUIRED);
    });

    it('rotates refresh tokens and signs out', async () => {
      const session = expectSuccess<{ accessToken: string; refreshToken: string }>(
        await call('POST', '/auth/login', { body: target().admin }),
        200,
        Session,
      );
      const pair = expectSuccess<{ refreshToken: string }>(
        await call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } }),
        200,
        TokenPair,
      );
      expect(pair.refreshToken).not.toBe(session.refreshToken);
      expectFailure(await call('POST', '/auth/refresh', { body: { refreshToken: 'not-a-token' } }), 401);
      expectSuccess(
        await call('POST', '/auth/logout', {
          body: { refreshToken: pair.refreshToken },
          headers: { Authorization: `Bearer ${session.accessToken}` },
        }),
        200,
      );
      expectFailure(await call('POST', '/auth/refresh', { body: { refreshToken: pair.refreshToken } }), 401);
    });

    it('lets only admins list users and change roles', async () => {
      expectFailure(await call('GET', '/auth/users'), 401, AUTH_REQUIRED);
      expectFailure(await call('GET', '/auth/users', { as: 'editor' }), 403, FORBIDDEN);
      const list = expectSuccess<{ users: { id: string; role: string }[]; pagination: { limit: number } }>(
        await call('GET', '/auth/users?page=1&limit=100', { as: 'admin' }),
        200,
        UserList,
      );
      expect(list.pagination.limit).toBe(100);
      const registered = await registerUser('Role Change', 'role');
      const changed = expectSuccess<{ user: { role: string } }>(
        await call('PATCH', `/auth/users/${registered.user.id}/role`, {
          as: 'admin',
          body: { role: 'editor' },
        }),
        200,
        OneUser,
      );
      expect(changed.user.role).toBe('editor');
      expectFailure(
        await call('PATCH', `/auth/users/${registered.user.id}/role`, {
          as: 'admin',
          body: { role: 'owner' },
        }),
        400,
      );
      expectFailure(
        await call('PATCH', `/auth/users/${registered.user.id}/role`, {
          as: 'editor',
          body: { role: 'admin' },
        }),
        403,
        FORBIDDEN,
      );
    });

    it('answers a reset request alike for every address, and refuses a bad link', async () => {
      expectSuccess(
        await call('POST', '/auth/password-reset', { body: { email: target().admin.email } }),
        202,
      );
      expectSuccess(
        await call('POST', '/auth/password-reset', { body: { email: uniqueEmail('nobody') } }),
        202,
      );
      expectFailure(
        await call('POST', '/auth/password-reset/confirm', {
          body: { token: 'not-a-real-token', password: 'Contract-pass-1' },
        }),
        400,
      );
    });

    it('lets an admin send a user a reset link', async () => {
      const registered = await registerUser('Reset Me', 'reset');
      expectSuccess(
        await call('POST', `/auth/users/${registered.user.id}/password-reset`, { as: 'admin' }),
        202,
      );
      expectFailure(
        await call('POST', `/auth/users/${registered.user.id}/password-reset`, { as: 'editor' }),
        403,
        FORBIDDEN,
      );
    });

    it("refuses to reset the two-factor sign-in of one's own account or of an account without it", async () => {
      const registered = await registerUser('No Second Factor', 'no2fa');
      const path = `/auth/users/${registered.user.id}/2fa`;
      expectFailure(await call('DELETE', path), 401, AUTH_REQUIRED);
      expectFailure(await call('DELETE', path, { as: 'editor' }), 403, FORBIDDEN);
      expectFailure(
        await call('DELETE', path, { as: 'admin' }),
        409,
        'Two-factor sign-in is not on for this account.',
      );
      const me = expectSuccess<{ user: { id: string } }>(
        await call('GET', '/auth/me', { as: 'admin' }),
        200,
        OneUser,
      );
      expectFailure(
        await call('DELETE', `/auth/users/${me.user.id}/2fa`, { as: 'admin' }),
        409,
        'Turn off your own two-factor sign-in from your account page.',
      );
      expectFailure(
        await call('DELETE', '/auth/users/no-such-user/2fa', { as: 'admin' }),
        404,
        'User not found',
      );
    });

    it('invites, lists, resends and revokes invitations (admins only)', async () => {
      const email = uniqueEmail('invite');
      expectFailure(
        await call('POST', '/auth/invitations', { as: 'editor', body: { email, role: 'editor' } }),
        403,
        FORBIDDEN,
      );
      const { invitation } = expectSuccess<{ invitation: { id: string; email: string } }>(
        await call('POST', '/auth/invitations', { as: 'admin', body: { email, role: 'editor' } }),
        201,
        OneInvitation,
      );
      expect(invitation.email).toBe(email);
      const open = expectSuccess<{ invitations: { id: string }[] }>(
        await call('GET', '/auth/invitations', { as: 'admin' }),
        200,
        InvitationList,
      );
      expect(open.invitations.map((item) => item.id)).toContain(invitation.id);
      expectSuccess(
        await call('POST', `/auth/invitations/${invitation.id}/resend`, { as: 'admin' }),
        200,
        OneInvitation,
      );
      expectSuccess(
        await call('DELETE', `/auth/invitations/${invitation.id}`, { as: 'admin' }),
        200,
        OneInvitation,
      );
      const after = expectSuccess<{ invitations: { id: string }[] }>(
        await call('GET', '/auth/invitations', { as: 'admin' }),
        200,
        InvitationList,
      );
      expect(after.invitations.map((item) => item.id)).not.toContain(invitation.id);
      expectFailure(
        await call('POST', '/auth/invitations/accept', {
          body: { token: 'not-a-real-token', fullName: 'X', password: 'Contract-pass-1' },
        }),
        400,
      );
    });
  });

  describe('/config', () => {
    it('tells anyone the server mode', async () => {
      expectSuccess(await call('GET', '/config'), 200, PublicConfig);
    });
  });
}
