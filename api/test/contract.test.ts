import { describeApiContract, type ContractTarget } from '@mwangaza/shared/contract';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  createSessions,
  startDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from './helpers/test-app';

// The real API over HTTP on a free port with its embedded database: the same suite the MSW handlers pass.
let db: TestDatabase;
let t: TestApp;
let target: ContractTarget;

beforeAll(async () => {
  db = await startDatabase();
  t = await startTestApp(db);
  target = {
    apiBase: `${t.baseUrl}/api`,
    tokens: await createSessions(t),
    admin: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  };
}, 30_000);

afterAll(async () => {
  await t?.close();
  await db?.stop();
});

describeApiContract('real API', () => target);
