import { setUpInstances } from '../helpers/instances';
import { createSessions, type TestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

// Two API instances on one database, as behind a load balancer: `writer` takes the staff's changes,
// `reader` answers visitors from its public cache (reading the shared content version on every request).
const [writer, reader] = setUpInstances([{}, { CONTENT_VERSION_CHECK_MS: '0' }]);
let editor: string;

const caseStudy = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  client: 'Pwani Logistics',
  category: 'Agriculture',
  brief: 'Route planning for coastal deliveries.',
  image: '/images/case-studies/shamba.webp',
  results: ['12% fewer kilometres'],
  ...extra,
});

beforeAll(async () => {
  editor = (await createSessions(writer)).editor;
});

afterEach(() => {
  writer.app.publishingClock.set(null);
  reader.app.publishingClock.set(null);
});

const publicIds = async (t: TestApp) =>
  ((await t.call('GET', '/case-studies?limit=100')).body.data.caseStudies as { id: string }[]).map(
    (c) => c.id,
  );
const version = async (t: TestApp) =>
  (await t.call('GET', '/content-version')).body.data as { version: string; nextChangeAt: string | null };

async function createDraft(title: string) {
  const created = await writer.call('POST', '/case-studies', {
    token: editor,
    body: caseStudy(title, { status: 'draft' }),
  });
  expect(created.status).toBe(201);
  return created.body.data.caseStudy.id as string;
}

it("shows another instance's publish and unpublish on the next request, despite its cached list", async () => {
  const id = await createDraft('Coastal Route Planning');
  expect(await publicIds(reader)).not.toContain(id);

  await writer.call('POST', `/case-studies/${id}/publish`, { token: editor });
  expect(await publicIds(reader)).toContain(id);
  expect((await reader.call('GET', `/case-studies/${id}`)).status).toBe(200);

  await writer.call('POST', `/case-studies/${id}/unpublish`, { token: editor });
  expect(await publicIds(reader)).not.toContain(id);
  expect((await reader.call('GET', `/case-studies/${id}`)).status).toBe(404);
});

it('gives the same content version on every instance, and a new one after a write', async () => {
  const before = await version(reader);
  expect(await version(writer)).toEqual(before);
  await createDraft('Warehouse Forecasting');
  const after = await version(reader);
  expect(after.version).not.toBe(before.version);
  expect(await version(writer)).toEqual(after);
});

it('changes the content version when a scheduled item becomes due, and names that time before', async () => {
  const id = await createDraft('Port Congestion Dashboard');
  const at = new Date(Date.now() + 3_600_000);
  await writer.call('POST', `/case-studies/${id}/schedule`, {
    token: editor,
    body: { publishAt: at.toISOString() },
  });
  const scheduled = await version(reader);
  expect(scheduled.nextChangeAt).toBe(at.toISOString());
  expect(await publicIds(reader)).not.toContain(id);

  reader.app.publishingClock.set(new Date(at.getTime() + 1000));
  const due = await version(reader);
  expect(due.version).not.toBe(scheduled.version);
  expect(due.nextChangeAt).toBeNull();
  expect(await publicIds(reader)).toContain(id);
});

it('sends a cached public list compressed in the encoding asked for, and the same content either way', async () => {
  const plain = await fetch(`${reader.baseUrl}/api/services?limit=100`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const text = await plain.text();
  for (const encoding of ['br', 'gzip']) {
    const response = await fetch(`${reader.baseUrl}/api/services?limit=100`, {
      headers: { 'accept-encoding': encoding },
    });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(text);
  }
});
