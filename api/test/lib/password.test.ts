import { loadConfig } from '../../src/config';
import { PasswordHasher } from '../../src/lib/password';
import { startDatabase, startTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

describe('password hashing', () => {
  it("defaults to OWASP's scrypt minimum: N = 2^17, r = 8, p = 1", () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    const hasher = new PasswordHasher(17);
    expect(hasher.needsRehash('scrypt$15$8$1$c2FsdA==$aGFzaA==')).toBe(true);
    expect(hasher.needsRehash('scrypt$17$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it('stores a weaker hash again at the configured cost at the next sign-in', async () => {
    const db = await startDatabase();
    const account = { fullName: 'Old Hash', email: 'old.hash@example.com', password: 'Kahawa-ya-asubuhi-7' };
    const before = await startTestApp(db, { PASSWORD_HASH_COST: '10' });
    await before.call('POST', '/auth/register', { body: account });
    await before.close();

    const after = await startTestApp(db, { PASSWORD_HASH_COST: '11' });
    try {
      const stored = async () =>
        (await after.app.db.models.User.findOne({ email: account.email }).lean().exec())!.passwordHash;
      expect(await stored()).toMatch(/^scrypt\$10\$8\$1\$/);
      const body = { email: account.email, password: account.password };
      expect((await after.call('POST', '/auth/login', { body })).status).toBe(200);
      expect(await stored()).toMatch(/^scrypt\$11\$8\$1\$/);
      expect((await after.call('POST', '/auth/login', { body })).status).toBe(200);
      expect(
        (await after.call('POST', '/auth/login', { body: { ...body, password: 'Wrong-pass-12' } })).status,
      ).toBe(401);
    } finally {
      await after.close();
      await db.stop();
    }
  });
});
