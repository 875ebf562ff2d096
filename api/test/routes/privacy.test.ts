import { DAY } from '../helpers/clock';
import { manualClock, setUpTestApp, withTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const clock = manualClock(Date.parse('2026-01-10T09:00:00Z'));
const questionnaire = {
  answers: { goals: ['Predictive analytics'], maturity: 3 },
  recommendedServices: ['big-data-analytics'],
};

const t = setUpTestApp({
  env: { CONTACT_TO: 'inbox@mwangaza.test' },
  clock: clock.now,
  mail: true,
  sessions: true,
});

const send = async (body: Record<string, unknown>) =>
  (await t.call('POST', '/contact', { body: { project: 'Churn model for 2 million subscribers', ...body } }))
    .body.data.id as string;
const get = async (id: string) =>
  (await t.call('GET', `/contact/enquiries/${id}`, { token: t.tokens.admin })).body.data.enquiry;
const subjects = (method: string, email: string, token = t.tokens.admin) =>
  t.call(method, `/privacy/subjects?email=${encodeURIComponent(email)}`, { token });

describe('data subject requests', () => {
  it('exports everything held about an address as JSON: enquiries with notes and answers, and the e-mails', async () => {
    const id = await send({
      name: 'Njeri Wambui',
      email: 'Njeri@Example.com',
      company: 'Wambui Telecom',
      questionnaire,
    });
    await send({ name: 'Someone Else', email: 'else@example.com' });
    await t.call('POST', `/contact/enquiries/${id}/notes`, {
      token: t.tokens.editor,
      body: { text: 'Prefers calls after 5pm' },
    });
    await t.app.outbox.settle();

    const result = await subjects('GET', 'njeri@example.com');
    expect(result.status).toBe(200);
    expect(result.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-[0-9a-f]{16}\.json"$/,
    );
    const data = result.body.data;
    expect(data.email).toBe('njeri@example.com');
    expect(data.enquiries).toHaveLength(1);
    expect(data.enquiries[0]).toMatchObject({
      id,
      name: 'Njeri Wambui',
      company: 'Wambui Telecom',
      questionnaire,
      notes: [{ text: 'Prefers calls after 5pm' }],
    });
    // The team's notification (reply-to the visitor) and the visitor's acknowledgement.
    expect(data.emails.map((m: { kind: string }) => m.kind).sort()).toEqual([
      'enquiry-acknowledgement',
      'enquiry-notification',
    ]);
    expect(data.account).toBeNull();
    expect(JSON.stringify(data)).not.toContain('else@example.com');
  });

  it("erases an address: its enquiries anonymised, notes removed, e-mails blanked; others' untouched; audited by hash", async () => {
    const email = 'wekesa@example.com';
    const first = await send({
      name: 'Peter Wekesa',
      email,
      company: 'Wekesa Farms',
      challenge: 'Yield data on paper',
      questionnaire,
    });
    const second = await send({ name: 'Peter Wekesa', email: 'WEKESA@example.com' });
    const other = await send({ name: 'Kept Person', email: 'kept@example.com' });
    await t.call('POST', `/contact/enquiries/${first}/notes`, {
      token: t.tokens.editor,
      body: { text: 'Met at the Nakuru show' },
    });
    await t.call('PATCH', `/contact/enquiries/${first}`, {
      token: t.tokens.editor,
      body: { stage: 'qualified' },
    });
    await t.app.outbox.settle();

    const erased = await subjects('DELETE', email);
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ success: true, message: 'Personal data erased' });
    expect(erased.body.data).toMatchObject({ enquiriesAnonymised: 2, notesRemoved: 1, accountKept: false });
    expect(erased.body.data.emailsErased).toBeGreaterThanOrEqual(4);

    const anonymised = await get(first);
    expect(anonymised).toMatchObject({
      name: 'Anonymised',
      email: '',
      company: '',
      project: '',
      challenge: '',
      notes: [],
      stage: 'qualified',
      questionnaire,
    });
    expect(Date.parse(anonymised.anonymisedAt)).toBe(clock.now());
    expect((await get(second)).name).toBe('Anonymised');
    expect((await get(other)).name).toBe('Kept Person');

    const after = (await subjects('GET', email)).body.data;
    expect(after.enquiries).toEqual([]);
    expect(after.emails).toEqual([]);
    const search = await t.call('GET', '/contact/enquiries?q=Wekesa', { token: t.tokens.admin });
    expect(search.body.data.pagination.total).toBe(0);

    const audit = (await t.call('GET', '/audit?action=privacy.subject_erased', { token: t.tokens.admin }))
      .body.data.entries;
    expect(audit[0]).toMatchObject({
      entityType: 'data-subject',
      entityId: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(audit[0].summary).toBe(
      'Erased the personal data of a data subject: 2 enquiries anonymised, 1 notes removed, ' +
        `${erased.body.data.emailsErased} e-mails erased`,
    );
    expect(JSON.stringify(audit)).not.toContain('wekesa');
  });

  it('is for administrators only and validates the address', async () => {
    expect((await subjects('GET', 'a@example.com', t.tokens.editor)).status).toBe(403);
    expect((await subjects('DELETE', 'a@example.com', t.tokens.editor)).status).toBe(403);
    expect((await t.call('GET', '/privacy/subjects?email=a@example.com')).status).toBe(401);
    const bad = await subjects('GET', 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await t.call('DELETE', '/privacy/subjects', { token: t.tokens.admin })).status).toBe(400);
    // Matched literally, never as a pattern: this address has nothing held about it.
    const pattern = await subjects('GET', '.*@example.com');
    expect(pattern.body.data.enquiries).toEqual([]);
  });

  it('lists a staff account at the address (never its password hash) and what it did', async () => {
    const admin = (await t.call('GET', '/auth/me', { token: t.tokens.admin })).body.data.user;
    const exported = (await subjects('GET', admin.email)).body.data;
    expect(exported.account).toMatchObject({ id: admin.id, email: admin.email, role: 'admin' });
    expect(JSON.stringify(exported)).not.toMatch(/passwordHash|scrypt/);
    expect(exported.activity.length).toBeGreaterThan(0);
  });
});

describe('retention', () => {
  it('anonymises enquiries older than ENQUIRY_RETENTION_MONTHS (24) when the pass runs, and only those', async () => {
    const old = await send({ name: 'Old Enquirer', email: 'old@example.com' });
    clock.advance(400 * DAY);
    const recent = await send({ name: 'Recent Enquirer', email: 'recent@example.com' });

    clock.advance(300 * DAY); // 700 days after the first: still within 24 months
    expect((await t.app.privacy.applyRetention()).enquiries).toBe(0);
    expect((await get(old)).name).toBe('Old Enquirer');

    clock.advance(40 * DAY); // 740 days: past 24 months for the first only
    const done = await t.app.privacy.applyRetention();
    expect(done.enquiries).toBeGreaterThanOrEqual(1);
    expect(await get(old)).toMatchObject({ name: 'Anonymised', email: '', project: '' });
    expect((await get(recent)).name).toBe('Recent Enquirer');
    // Already anonymised enquiries are not touched again.
    expect((await t.app.privacy.applyRetention()).enquiries).toBe(0);
  });

  it('takes its period from ENQUIRY_RETENTION_MONTHS and runs when the API starts', async () => {
    const id = await send({ name: 'Short Retention', email: 'short@example.com' });
    clock.advance(62 * DAY);
    await withTestApp(
      { db: t.db, env: { ENQUIRY_RETENTION_MONTHS: '2' }, clock: clock.now },
      async (restarted) => {
        // The pass started with the app; a second one waits for nothing and finds nothing left.
        await new Promise((resolve) => setImmediate(resolve));
        await restarted.app.privacy.applyRetention();
        expect((await get(id)).name).toBe('Anonymised');
        const audit = (
          await t.call('GET', '/audit?action=privacy.retention_anonymised', { token: t.tokens.admin })
        ).body.data.entries;
        expect(audit[0].summary).toMatch(/^Anonymised \d+ enquir(y|ies) older than 2 months/);
      },
    );
  });
});
