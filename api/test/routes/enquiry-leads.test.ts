import { MINUTE } from '../helpers/clock';
import { waitFor } from '../helpers/smtp';
import { manualClock, setUpTestApp, withTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const clock = manualClock(Date.parse('2026-06-01T07:00:00Z'));
const questionnaire = {
  answers: { goals: ['Visualize existing data', 'Automate reporting'], maturity: 1 },
  recommendedServices: ['data-visualization', 'data-pipelines', 'automated-data-entry', 'training'],
};

const t = setUpTestApp({
  env: {
    CONTACT_TO: 'inbox@mwangaza.test',
    CONSOLE_URL: 'https://console.example/admin',
    CONTACT_ACK_MAX_PER_ADDRESS: '2',
  },
  clock: clock.now,
  mail: true,
  sessions: true,
});

const send = async (body: Record<string, unknown>) => {
  const result = await t.call('POST', '/contact', {
    body: { name: 'Amina Hassan', email: 'amina@example.com', project: 'Dashboards', ...body },
  });
  if (result.status !== 201) throw new Error(`${result.status} ${result.body.message}`);
  return result.body.data.id as string;
};
const get = async (id: string) =>
  (await t.call('GET', `/contact/enquiries/${id}`, { token: t.tokens.editor })).body.data.enquiry;
/** Messages received from now on (after earlier tests' deliveries have finished). */
async function mailsDuring(action: () => Promise<unknown>, expected: number): Promise<string[]> {
  await t.app.outbox.settle();
  const before = t.smtp.messages.length;
  await action();
  await t.app.outbox.settle();
  await waitFor(() => t.smtp.messages.length >= before + expected);
  return t.smtp.messages.slice(before);
}
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

describe("Build My Stack's questionnaire on an enquiry", () => {
  it('is stored and returned, and the team e-mail shows it with a link to the enquiry in the console', async () => {
    let id = '';
    const mails = await mailsDuring(
      async () => (id = await send({ company: 'Hassan Traders', questionnaire, fillTimeMs: 60_000 })),
      2,
    );
    expect(await get(id)).toMatchObject({ questionnaire, suspectedSpam: false });
    const team = unfold(mails.find((m) => /^To: inbox@mwangaza\.test/m.test(m))!);
    expect(team).toContain('Goals: Visualize existing data, Automate reporting');
    expect(team).toContain('Data maturity: Just starting (1 of 3)');
    expect(team).toContain(
      'Recommended services: Data Visualization, Data Pipelines, Automated Data Entry, Training',
    );
    expect(team).toContain(`https://console.example/admin/enquiries/${id}`);
  });

  it.each([
    [{ answers: { goals: ['Mine bitcoin'], maturity: 2 }, recommendedServices: [] }, 'goals'],
    [{ answers: { goals: ['Automate reporting'], maturity: 4 }, recommendedServices: [] }, 'maturity'],
    [
      { answers: { goals: ['Automate reporting'], maturity: 2, budget: 'big' }, recommendedServices: [] },
      'budget',
    ],
    [{ answers: { goals: [], maturity: 2 }, recommendedServices: [] }, 'goals'],
    [
      { answers: { goals: ['Automate reporting'], maturity: 2 }, recommendedServices: ['crypto'] },
      'recommendedServices',
    ],
    [{ answers: { goals: ['Automate reporting'], maturity: 2 } }, 'recommendedServices'],
  ])('accepts only known question ids and answers: %#', async (bad, field) => {
    const result = await t.call('POST', '/contact', {
      body: { name: 'A', email: 'a@example.com', project: 'P', questionnaire: bad },
    });
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
    expect(result.body.message).toContain(field);
  });
});

describe('the acknowledgement e-mail', () => {
  it('confirms the enquiry with its time and reference, the business hours and who will reply; replies go to the inbox', async () => {
    const mails = await mailsDuring(
      () =>
        send({
          email: 'baraka@example.com',
          name: 'Baraka Mwangi',
          project: 'Route planning for 30 lorries',
          questionnaire,
        }),
      2,
    );
    const ack = unfold(mails.find((m) => /^To: baraka@example\.com/m.test(m))!);
    expect(ack).toMatch(/Subject: We received your enquiry/);
    expect(ack).toContain('Reply-To: inbox@mwangaza.test');
    expect(ack).toContain('Dear Baraka Mwangi,');
    expect(ack).toMatch(/on \d{1,2} \w+ \d{4} at \d\d:\d\d \(Nairobi time\)/);
    expect(ack).toMatch(/Its reference is [0-9a-z]{7}\./);
    expect(ack).toContain('Saturday: 9:00 AM - 1:00 PM');
    expect(ack).toContain('Sunday: Closed');
    expect(ack).toContain('our client team will reply within 24 hours');
    // Nothing else the visitor sent: anyone can type any address into the form (mail-safety.test.ts).
    expect(ack).not.toContain('Route planning for 30 lorries');
    expect(ack).not.toContain('Goals:');
  });

  it('goes to one address at most CONTACT_ACK_MAX_PER_ADDRESS times per window; the enquiries are all kept', async () => {
    const email = 'flooded@example.com';
    const count = () => t.smtp.messages.filter((m) => m.includes(`\nTo: ${email}`)).length;
    for (let i = 0; i < 3; i++) await send({ email });
    await t.app.outbox.settle();
    expect(count()).toBe(2);
    const listed = (await t.call('GET', `/contact/enquiries?q=${email}`, { token: t.tokens.editor })).body
      .data;
    expect(listed.pagination.total).toBe(3);
    clock.advance(24 * 60 * MINUTE);
    await send({ email });
    await t.app.outbox.settle();
    await waitFor(() => count() === 3);
  });
});

describe('suspected spam', () => {
  it('keeps a form sent faster than the minimum fill time in the Spam tab, out of the pipeline, and e-mails no one', async () => {
    const company = 'Speedy Bots Ltd';
    let id = '';
    await t.app.outbox.settle();
    const before = t.smtp.messages.length;
    id = await send({ company, fillTimeMs: 900 });
    await t.app.outbox.settle();
    expect(t.smtp.messages.length).toBe(before);
    expect(await get(id)).toMatchObject({ suspectedSpam: true, spamReason: 'too-fast', stage: 'new' });

    const pipeline = (
      await t.call('GET', `/contact/enquiries?q=${encodeURIComponent(company)}`, { token: t.tokens.editor })
    ).body.data;
    expect(pipeline.enquiries).toEqual([]);
    expect(pipeline.counts.new).toBe(0);
    expect(pipeline.spam).toBe(1);
    const spam = (
      await t.call('GET', `/contact/enquiries?spam=true&q=${encodeURIComponent(company)}`, {
        token: t.tokens.editor,
      })
    ).body.data;
    expect(spam.enquiries.map((e: { id: string }) => e.id)).toEqual([id]);
  });

  it('"Not spam" moves it into the pipeline as new and sends the team its notification', async () => {
    const id = await send({ company: 'Real Person Co', fillTimeMs: 10 });
    const mails = await mailsDuring(async () => {
      const moved = await t.call('POST', `/contact/enquiries/${id}/not-spam`, { token: t.tokens.editor });
      expect(moved.status).toBe(200);
      expect(moved.body.data.enquiry).toMatchObject({ suspectedSpam: false, stage: 'new' });
      expect(moved.body.data.enquiry.spamReason).toBeUndefined();
    }, 1);
    expect(
      mails.filter((m) => m.includes('To: inbox@mwangaza.test') && m.includes('Real Person Co')),
    ).toHaveLength(1);
    const pipeline = (await t.call('GET', '/contact/enquiries?q=Real%20Person', { token: t.tokens.editor }))
      .body.data;
    expect(pipeline.counts.new).toBe(1);
    expect(
      (await t.call('POST', `/contact/enquiries/${id}/not-spam`, { token: t.tokens.editor })).status,
    ).toBe(409);
    expect((await t.call('POST', `/contact/enquiries/${id}/not-spam`, { token: t.tokens.user })).status).toBe(
      403,
    );
    expect(
      (await t.call('POST', '/contact/enquiries/zzzzzzz/not-spam', { token: t.tokens.editor })).status,
    ).toBe(404);
  });

  it('counts every enquiry, spam or not, against the per-client limit (through the proxy-aware address)', async () => {
    await withTestApp(
      { db: t.db, env: { CONTACT_RATE_LIMIT_MAX: '2' }, clock: clock.now },
      async (limited) => {
        const post = (ip: string, fillTimeMs: number) =>
          limited.call('POST', '/contact', {
            headers: { 'x-forwarded-for': ip },
            body: { name: 'X', email: 'x@example.com', project: 'P', fillTimeMs },
          });
        expect((await post('203.0.113.9', 5)).status).toBe(201);
        expect((await post('203.0.113.9', 50_000)).status).toBe(201);
        expect((await post('203.0.113.9', 50_000)).status).toBe(429);
        expect((await post('198.51.100.7', 50_000)).status).toBe(201);
      },
    );
  });
});

describe('GET /contact/enquiries/export.csv', () => {
  const csv = async (query: string, token = t.tokens.editor) => {
    const response = await fetch(`${t.baseUrl}/api/contact/enquiries/export.csv?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    // Decoded by hand: fetch's text() would drop the byte order mark the test looks for.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      text,
    };
  };

  it("exports the list's filters as quoted CSV and neutralises formula-like values", async () => {
    const company = `Csv Co ${Date.now()}`;
    await send({
      name: '=HYPERLINK("http://evil.example","Click")',
      company,
      project: 'Line one\nline "two", with a comma',
      questionnaire,
    });
    await send({ name: '+254 700 000 000', company, project: '@SUM(A1:A2)' });
    await send({ name: 'Not In Filter', company: 'Other Co', project: 'x' });

    const result = await csv(`q=${encodeURIComponent(company)}`);
    expect(result.status).toBe(200);
    expect(result.type).toBe('text/csv; charset=utf-8');
    expect(result.disposition).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(result.text.startsWith('\ufeff"Id","Received","Stage","Name","Email","Company"')).toBe(true);
    const lines = result.text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 2);
    expect(result.text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(result.text).toContain(`"'+254 700 000 000"`);
    expect(result.text).toContain(`"'@SUM(A1:A2)"`);
    expect(result.text).toContain('"Line one\nline ""two"", with a comma"');
    expect(result.text).toContain('"Visualize existing data; Automate reporting","Just starting"');
    expect(result.text).not.toContain('Not In Filter');

    const byStage = await csv(`q=${encodeURIComponent(company)}&stage=won`);
    expect(byStage.text.split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('is for editors and admins only, validates the filters, and is audited', async () => {
    expect((await csv('', t.tokens.user)).status).toBe(403);
    expect((await fetch(`${t.baseUrl}/api/contact/enquiries/export.csv`)).status).toBe(401);
    const bad = await csv('stage=done');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({ success: false });
    expect((await csv('page=2')).status).toBe(400);
    const audit = await t.call('GET', '/audit?action=enquiry.exported', { token: t.tokens.admin });
    expect(audit.body.data.entries[0].summary).toMatch(/^Exported \d+ enquir(y|ies) as CSV$/);
  });
});
