import { ClientErrorBatch } from '@mwangaza/shared/schemas';
import { CLIENT_ERROR_LIMITS } from '@mwangaza/shared/schemas/client-error-limits';
import Value from 'typebox/value';
import { createErrorReporter, type ReporterOptions } from './error-reporter';

/** A reporter whose requests and timer the test holds: `sent` are the bodies, `run()` fires the timer. */
function setUp(options: Partial<ReporterOptions> = {}) {
  const sent: { reports: Record<string, unknown>[] }[] = [];
  let pending: (() => void) | undefined;
  const reporter = createErrorReporter({
    send: (body) => sent.push(JSON.parse(body) as { reports: Record<string, unknown>[] }),
    schedule: (flush) => (pending = flush),
    page: () => '/case-studies/water-kiosks-kenya',
    ...options,
  });
  const run = () => {
    const flush = pending;
    pending = undefined;
    flush?.();
  };
  return { reporter, sent, run, scheduled: () => pending !== undefined };
}

it('sends the errors of a moment together, as the API accepts them, once the delay has passed', () => {
  const { reporter, sent, run } = setUp();
  const error = new TypeError("Cannot read properties of undefined (reading 'title')");
  reporter.report('error', error, { source: 'https://www.example.org/567.abc.js?v=2', line: 1, column: 42 });
  reporter.report('unhandledrejection', 'quota exceeded');
  expect(sent).toEqual([]);
  run();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.reports).toEqual([
    {
      kind: 'error',
      message: "TypeError: Cannot read properties of undefined (reading 'title')",
      page: '/case-studies/water-kiosks-kenya',
      stack: expect.stringContaining('TypeError'),
      source: 'https://www.example.org/567.abc.js',
      line: 1,
      column: 42,
    },
    { kind: 'unhandledrejection', message: 'quota exceeded', page: '/case-studies/water-kiosks-kenya' },
  ]);
  expect(Value.Check(ClientErrorBatch, sent[0])).toBe(true);
});

it('names the remote that failed to load', () => {
  const { reporter, sent, run } = setUp();
  reporter.report('remote-load', new Error('Loading script failed.'), { remote: 'adminConsole' });
  run();
  expect(sent[0]!.reports[0]).toMatchObject({ kind: 'remote-load', remote: 'adminConsole' });
});

it('reports an error once, however often it happens or is caught', () => {
  const { reporter, sent, run } = setUp();
  const error = new Error('Loading script failed.');
  reporter.report('remote-load', error, { remote: 'publicSite' });
  reporter.report('render', error, { remote: 'publicSite' });
  for (let i = 0; i < 50; i++) reporter.report('error', 'ResizeObserver loop limit exceeded');
  run();
  expect(sent[0]!.reports.map((report) => report.kind)).toEqual(['remote-load', 'error']);
});

it('sends at most 10 reports a request and 20 a page load', () => {
  const { reporter, sent, run } = setUp();
  for (let i = 0; i < 30; i++) reporter.report('error', `error ${i}`);
  run();
  expect(sent.map((batch) => batch.reports.length)).toEqual([10, 10]);
  reporter.report('error', 'one more');
  run();
  expect(sent).toHaveLength(2);
});

it('cuts what is too long to the lengths the API accepts', () => {
  const { reporter, sent, run } = setUp({ page: () => `/${'p'.repeat(600)}` });
  const error = new Error('m'.repeat(2_000));
  error.stack = 's'.repeat(10_000);
  reporter.report('error', error, { source: `https://cdn.example.org/${'x'.repeat(600)}.js` });
  run();
  const [report] = sent[0]!.reports;
  expect(String(report!.message)).toHaveLength(500);
  expect(String(report!.stack)).toHaveLength(2_000);
  expect(String(report!.page)).toHaveLength(500);
  expect(String(report!.source)).toHaveLength(500);
  expect(Value.Check(ClientErrorBatch, sent[0])).toBe(true);
});

it('never sends a query string: a password-reset link carries its token there', () => {
  const { reporter, sent, run } = setUp({ page: () => '/admin/reset-password?token=Zk3v9QeWq1s8' });
  reporter.report('error', 'x', { source: 'https://www.example.org/main.js?token=Zk3v9QeWq1s8' });
  run();
  expect(sent[0]!.reports[0]).toMatchObject({
    page: '/admin/reset-password',
    source: 'https://www.example.org/main.js',
  });
});

it('ignores errors from browser extensions', () => {
  const { reporter, scheduled } = setUp();
  reporter.report('error', new Error('x'), { source: 'chrome-extension://abcdef/content.js' });
  expect(scheduled()).toBe(false);
});

it('never throws: not when sending fails, nor for reasons that cannot be read', async () => {
  const failing = setUp({
    send: () => {
      throw new Error('offline');
    },
  });
  failing.reporter.report('error', 'x');
  expect(() => failing.run()).not.toThrow();

  const rejecting = setUp({ send: () => Promise.reject(new Error('offline')) });
  rejecting.reporter.report('error', 'x');
  rejecting.run();
  await Promise.resolve();

  const { reporter, sent, run } = setUp();
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  const hostile = {
    get message() {
      throw new Error('no');
    },
    toString() {
      throw new Error('no');
    },
  };
  expect(() => reporter.report('unhandledrejection', circular)).not.toThrow();
  expect(() => reporter.report('unhandledrejection', hostile)).not.toThrow();
  expect(() => reporter.report('unhandledrejection', undefined)).not.toThrow();
  run();
  expect(sent[0]!.reports.map((report) => report.message)).toEqual(['[object Object]', 'undefined']);
});

it('keeps every request within the API’s body limit, even with every report at its longest', () => {
  const bodies: string[] = [];
  const { reporter, run } = setUp({
    page: () => `/${'é'.repeat(CLIENT_ERROR_LIMITS.url)}`,
    send: (body) => bodies.push(body),
  });
  for (let i = 0; i < 20; i++) {
    // A control character takes six bytes in JSON ("\u0001"), the most any character can.
    const error = new Error(`${i} ${'\u0001'.repeat(CLIENT_ERROR_LIMITS.message)}`);
    error.stack = '\u0002'.repeat(CLIENT_ERROR_LIMITS.stack);
    const source = `https://cdn.example.org/${'\u0003'.repeat(CLIENT_ERROR_LIMITS.url)}`;
    reporter.report('error', error, { source, line: 1, column: 1 });
  }
  run();
  const batches = bodies.map((body) => JSON.parse(body) as { reports: unknown[] });
  expect(batches.flatMap((batch) => batch.reports)).toHaveLength(20);
  for (const [index, body] of bodies.entries()) {
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.bodyBytes);
    expect(Value.Check(ClientErrorBatch, batches[index])).toBe(true);
  }
});
