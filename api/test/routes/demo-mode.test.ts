import { productionEnv } from '../helpers/production-env';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  login,
  startDatabase,
  startTestApp,
  withTestApp,
  setUpDatabase,
} from '../helpers/test-app';

jest.setTimeout(60_000);

const PRODUCTION = productionEnv();

describe('demo credentials never outlive demo mode', () => {
  const db = setUpDatabase();

  it('a database seeded in demo mode and restarted in production no longer accepts the demo admin', async () => {
    const demo = await startTestApp(db);
    const session = await login(demo);
    await demo.close();

    await withTestApp({ db, env: PRODUCTION }, async (production) => {
      const attempt = await production.call('POST', '/auth/login', {
        body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      });
      expect(attempt.status).toBe(401);
      expect(attempt.body).toEqual({ success: false, message: 'Invalid email or password' });
      expect(
        (await production.call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } }))
          .status,
      ).toBe(401);
      expect((await production.call('GET', '/config')).body.data).toEqual({
        demoMode: false,
        registration: 'invite',
        enquiryRetentionMonths: 24,
      });
    });
  });

  it('turning demo mode back on (outside production) enables the demo admin again', async () => {
    await withTestApp({ db }, async (demo) => {
      expect((await demo.call('GET', '/config')).body.data.demoAccount).toEqual({
        email: DEMO_EMAIL,
        password: DEMO_PASSWORD,
      });
      expect((await login(demo)).user.role).toBe('admin');
    });
  });

  it("keeps an operator's own account at the demo address when its password is not the demo one", async () => {
    const ownDb = await startDatabase();
    const first = await startTestApp(ownDb, { DEMO_MODE: 'false' });
    const password = 'Kahawa-ya-asubuhi-7';
    try {
      await first.call('POST', '/auth/register', {
        body: { fullName: 'Operator', email: DEMO_EMAIL, password },
      });
      await first.close();
      const again = await startTestApp(ownDb, { DEMO_MODE: 'false' });
      expect((await login(again, DEMO_EMAIL, password)).user.role).toBe('admin');
      await again.close();
    } finally {
      await ownDb.stop();
    }
  });
});
