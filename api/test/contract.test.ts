import { describeApiContract, type ContractTarget } from '@mwangaza/shared/contract';
import { DEMO_EMAIL, DEMO_PASSWORD, setUpTestApp } from './helpers/test-app';

// The real API over HTTP on a free port with its embedded database: the same suite the MSW handlers pass.
const t = setUpTestApp({ sessions: true, timeout: 30_000 });

describeApiContract('real API', (): ContractTarget => ({
  apiBase: `${t.baseUrl}/api`,
  tokens: t.tokens,
  admin: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
}));
