// Jest setup for the frontend projects: every request must be mocked, and each test starts from the fixtures.
import { resetMockDb } from '../src/mocks/db';
import { server } from '../src/mocks/server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  // Absent in the node environment (the prerenderer's tests).
  globalThis.localStorage?.clear();
});
afterAll(() => server.close());
