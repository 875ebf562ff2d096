import {
  createUser,
  login,
  manualClock,
  setUpTestApp,
  startTestApp,
  statusOf,
  setUpDatabase,
} from '../helpers/test-app';

jest.setTimeout(60_000);

const START = Date.parse('2026-05-04T08:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const clock = manualClock(START);
let admin: Awaited<ReturnType<typeof login>>;
let editor: Awaited<ReturnType<typeof createUser>>;
let plainUser: Awaited<ReturnType<typeof createUser>>;

const t = setUpTestApp({ clock: clock.now });

beforeAll(async () => {
  admin = await login(t);
  editor = await createUser(t, 'editor', admin.accessToken);
  plainUser = await createUser(t, 'user', admin.accessToken);
});

const send = async (body: Record<string, string>) =>
  (await t.call('POST', '/contact', { body: { project: 'Dashboards', ...body } })).body.data.id as string;
const patch = (id: string, body: unknown, token = editor.accessToken) =>
  t.call('PATCH', `/contact/enquiries/${id}`, { token, body });
const list = async (query: string) => {
  const result = await t.call('GET', `/contact/enquiries?${query}`, { token: editor.accessToken });
  if (result.status !== 200) throw new Error(`${query}: ${result.status} ${result.body.message}`);
  return result.body.data;
};
const ids = (data: { enquiries: { id: string }[] }) => data.enquiries.map((e) => e.id).sort();

describe('the enquiry pipeline', () => {
  it('sets an assignee among staff, a next step date, and clears both with null', async () => {
    const id = await send({ name: 'Wanjiru Kamau', email: 'wanjiru@example.com' });
    const updated = await patch(id, {
      stage: 'contacted',
      assignee: editor.user.id,
      nextStepAt: '2026-05-06T09:00:00.000Z',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.enquiry).toMatchObject({
      stage: 'contacted',
      assignee: editor.user.id,
      nextStepAt: '2026-05-06T09:00:00.000Z',
    });

    const notStaff = await patch(id, { assignee: plainUser.user.id });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body).toEqual({
      success: false,
      message: 'The assignee must be an administrator or editor',
    });
    expect((await patch(id, { assignee: 'nosuchuser' })).status).toBe(400);
    expect((await patch(id, {})).status).toBe(400);
    expect((await patch(id, { nextStepAt: 'tomorrow' })).status).toBe(400);

    const cleared = await patch(id, { assignee: null, nextStepAt: null });
    expect(cleared.body.data.enquiry).toMatchObject({ stage: 'contacted', assignee: null, nextStepAt: null });
  });

  it('adds internal notes with the author and the time from the clock', async () => {
    const id = await send({ name: 'Otieno Ochieng', email: 'otieno@example.com' });
    const first = await t.call('POST', `/contact/enquiries/${id}/notes`, {
      token: editor.accessToken,
      body: { text: '  Called, wants a demo  ' },
    });
    expect(first.status).toBe(201);
    clock.advance(60_000);
    await t.call('POST', `/contact/enquiries/${id}/notes`, {
      token: admin.accessToken,
      body: { text: 'Demo booked' },
    });
    const { enquiry } = (await t.call('GET', `/contact/enquiries/${id}`, { token: editor.accessToken })).body
      .data;
    expect(enquiry.notes).toEqual([
      {
        id: expect.any(String),
        author: editor.email,
        at: new Date(clock.now() - 60_000).toISOString(),
        text: 'Called, wants a demo',
      },
      {
        id: expect.any(String),
        author: 'admin@mwangaza-analytics.co.ke',
        at: new Date(clock.now()).toISOString(),
        text: 'Demo booked',
      },
    ]);
    expect(
      await statusOf(t, 'POST', `/contact/enquiries/${id}/notes`, editor.accessToken, { text: '   ' }),
    ).toBe(400);
    expect(
      await statusOf(t, 'POST', `/contact/enquiries/${id}/notes`, editor.accessToken, {
        text: 'x'.repeat(5_001),
      }),
    ).toBe(400);
    expect(
      await statusOf(t, 'POST', '/contact/enquiries/nosuch1/notes', editor.accessToken, { text: 'x' }),
    ).toBe(404);
  });

  it('filters by stage, assignee, date and overdue, searches name, company and e-mail, and counts per stage', async () => {
    clock.advance(START + 10 * DAY - clock.now());
    const acme = await send({
      name: 'Achieng Atieno',
      email: 'achieng@acme.example',
      company: 'Acme (Kenya) Ltd.',
    });
    clock.advance(DAY);
    const baraka = await send({
      name: 'Baraka Mwangi',
      email: 'baraka@example.com',
      company: 'Baraka Farms',
    });
    const chege = await send({ name: 'Chege Njoroge', email: 'chege@example.com' });
    await patch(acme, {
      stage: 'qualified',
      assignee: editor.user.id,
      nextStepAt: new Date(clock.now() + DAY).toISOString(),
    });
    await patch(baraka, { stage: 'proposal', nextStepAt: new Date(clock.now() + 2 * DAY).toISOString() });
    await patch(chege, { stage: 'won', nextStepAt: new Date(clock.now() + DAY).toISOString() });

    const from = new Date(START + 10 * DAY).toISOString();
    expect(ids(await list(`from=${from}`))).toEqual([acme, baraka, chege].sort());
    expect(ids(await list(`from=${from}&to=${new Date(START + 11 * DAY).toISOString()}`))).toEqual([acme]);
    expect(ids(await list(`from=${from}&assignee=${editor.user.id}`))).toEqual([acme]);
    expect(ids(await list(`from=${from}&assignee=none`))).toEqual([baraka, chege].sort());
    expect(ids(await list(`from=${from}&stage=proposal`))).toEqual([baraka]);
    // Search is literal and case-insensitive: brackets and dots are not a pattern.
    expect(ids(await list('q=ACME%20(kenya)%20ltd.'))).toEqual([acme]);
    expect(ids(await list('q=baraka@example'))).toEqual([baraka]);
    expect(ids(await list('q=njoroge'))).toEqual([chege]);
    expect(ids(await list('q=.*'))).toEqual([]);

    const counted = await list(`from=${from}&stage=won`);
    expect(counted.counts).toEqual({
      new: 0,
      contacted: 0,
      meeting: 0,
      qualified: 1,
      proposal: 1,
      won: 1,
      lost: 0,
    });

    // Two days on: acme's and chege's next steps have passed, but chege is won (closed), so only acme is overdue.
    clock.advance(2 * DAY);
    expect(ids(await list(`from=${from}&overdue=true`))).toEqual([acme]);
    clock.advance(DAY);
    expect(ids(await list(`from=${from}&overdue=true`))).toEqual([acme, baraka].sort());
  });
});

describe('enquiries stored before the pipeline', () => {
  const legacyDb = setUpDatabase();

  it('migrates status new to stage new and handled to contacted, once', async () => {
    let app = await startTestApp(legacyDb, {});
    try {
      const base = {
        email: 'old@example.com',
        company: '',
        project: 'Old project',
        challenge: '',
        success: '',
        contactTime: '',
      };
      await app.app.db.connection.collection('enquiries').insertMany([
        {
          ...base,
          id: 'legacy1',
          name: 'Old New',
          status: 'new',
          createdAt: new Date('2025-01-02T08:00:00Z'),
          updatedAt: new Date(),
        },
        {
          ...base,
          id: 'legacy2',
          name: 'Old Handled',
          status: 'handled',
          handledAt: new Date('2025-01-03T10:00:00Z'),
          createdAt: new Date('2025-01-02T09:00:00Z'),
          updatedAt: new Date(),
        },
      ]);
      // A database of that time has no record of its migrations either.
      await app.app.db.connection.collection('migrations').deleteMany({ kind: 'migration' });
      await app.close();
      app = await startTestApp(legacyDb, {});
      const token = (await login(app)).accessToken;
      const get = async (id: string) =>
        (await app.call('GET', `/contact/enquiries/${id}`, { token })).body.data.enquiry;
      expect(await get('legacy1')).toMatchObject({
        stage: 'new',
        assignee: null,
        nextStepAt: null,
        notes: [],
      });
      expect(await get('legacy1')).not.toHaveProperty('status');
      expect(await get('legacy2')).toMatchObject({
        stage: 'contacted',
        stageChangedAt: '2025-01-03T10:00:00.000Z',
        notes: [],
      });
      const counts = (await app.call('GET', '/contact/enquiries', { token })).body.data.counts;
      expect(counts).toMatchObject({ new: 1, contacted: 1 });
      const stored = await app.app.db.connection.collection('enquiries').findOne({ id: 'legacy2' });
      expect(stored).not.toHaveProperty('status');
      expect(stored).not.toHaveProperty('handledAt');

      // A later change is not undone by the next start.
      await app.call('PATCH', '/contact/enquiries/legacy2', { token, body: { stage: 'won' } });
      await app.close();
      app = await startTestApp(legacyDb, {});
      const again = (
        await app.call('GET', '/contact/enquiries/legacy2', { token: (await login(app)).accessToken })
      ).body.data.enquiry;
      expect(again.stage).toBe('won');
    } finally {
      await app.close();
    }
  });

  it('lists and counts enquiries stored before spam was held, and drops the list indexes they replaced', async () => {
    let app = await startTestApp(legacyDb, {});
    try {
      const enquiries = app.app.db.connection.collection('enquiries');
      await enquiries.deleteMany({});
      await enquiries.createIndex({ stage: 1, createdAt: -1, id: 1 });
      await enquiries.insertOne({
        id: 'before-spam',
        name: 'Before Spam',
        email: 'before@example.com',
        project: 'Old project',
        stage: 'qualified',
        assignee: null,
        nextStepAt: null,
        notes: [],
        createdAt: new Date('2025-02-01T08:00:00Z'),
        updatedAt: new Date(),
      });
      await app.app.db.connection.collection('migrations').deleteOne({ _id: 'enquiry-spam-flag' } as never);
      await app.close();
      app = await startTestApp(legacyDb, {});
      const token = (await login(app)).accessToken;
      const list = (await app.call('GET', '/contact/enquiries?stage=qualified', { token })).body.data;
      expect(list.enquiries.map((e: { id: string }) => e.id)).toEqual(['before-spam']);
      expect(list.counts).toMatchObject({ qualified: 1 });
      expect(list.spam).toBe(0);
      const stored = app.app.db.connection.collection('enquiries');
      expect(await stored.findOne({ id: 'before-spam' })).toMatchObject({ suspectedSpam: false });
      const names = (await stored.indexes()).map((index) => index.name);
      expect(names).not.toContain('stage_1_createdAt_-1_id_1');
      expect(names).toContain('suspectedSpam_1_stage_1_createdAt_-1_id_1');
    } finally {
      await app.close();
    }
  });
});

describe('assignees', () => {
  it('lists admins and editors to staff only', async () => {
    const { assignees } = (await t.call('GET', '/contact/assignees', { token: editor.accessToken })).body
      .data;
    const emails = assignees.map((a: { email: string }) => a.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@mwangaza-analytics.co.ke', editor.email]));
    expect(emails).not.toContain(plainUser.email);
    expect((await t.call('GET', '/contact/assignees', { token: plainUser.accessToken })).status).toBe(403);
  });
});
