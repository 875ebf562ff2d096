import { setupServer } from 'msw/node';
import { handlers } from '../src/mocks/handlers';
import { DEMO_ACCOUNT } from '../src/mocks/db';
import { describeApiContract } from '.';

// The MSW handlers the remotes run alone on, answering Node's fetch as they answer the browser's.
const ORIGIN = 'http://mock-api.test';
const server = setupServer(...handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describeApiContract('MSW handlers', () => ({
  apiBase: `${ORIGIN}/api`,
  // Tokens of their own (the `.n` form a refresh gives), so the suite's sign-out does not revoke them.
  tokens: {
    user: 'mock-access-u-viewer.0',
    editor: 'mock-access-u-editor.0',
    admin: 'mock-access-u-admin.0',
  },
  admin: DEMO_ACCOUNT,
}));
