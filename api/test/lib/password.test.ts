import { scryptSync } from 'node:crypto';
import { loadConfig } from '../../src/config';
import { PasswordHasher } from '../../src/lib/password';
import { startDatabase, startTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

describe('password hashing', () => {
  it("defaults to OWASP's scrypt minimum in its 32 MiB form: N = 2^15, r = 8, p = 3", async () => {
    expect(loadConfig({}).passwordHashCost).toBe(15);
    const hasher = new PasswordHasher(15);
    const hash = await hasher.hash('Kahawa-ya-asubuhi-7');
    expect(hash).toMatch(/^scrypt\$15\$8\$3\$/);
    expect(await hasher.verify('Kahawa-ya-asubuhi-7', hash)).toBe(true);
    expect(hasher.needsRehash(hash)).toBe(false);
    // Hashes of earlier releases (N = 2^17, p = 1: 128 MiB to check) are stored again in the new form.
    expect(hasher.needsRehash('scrypt$17$8$1$c2FsdA==$aGFzaA==')).toBe(true);
    expect(hasher.needsRehash('scrypt$14$8$3$c2FsdA==$aGFzaA==')).toBe(true);
  });

  it('still accepts a password hashed in the form of earlier releases (p = 1)', async () => {
    const salt = Buffer.from('earlier-release!');
    const key = scryptSync('Kahawa-ya-asubuhi-7', salt, 32, { N: 2 ** 10, r: 8, p: 1 });
    const stored = ['scrypt', 10, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    const hasher = new PasswordHasher(15);
    expect(await hasher.verify('Kahawa-ya-asubuhi-7', stored)).toBe(true);
    expect(await hasher.verify('Kahawa-ya-asubuhi-8', stored)).toBe(false);
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
      expect(await stored()).toMatch(/^scrypt\$10\$8\$3\$/);
      const body = { email: account.email, password: account.password };
      expect((await after.call('POST', '/auth/login', { body })).status).toBe(200);
      expect(await stored()).toMatch(/^scrypt\$11\$8\$3\$/);
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
