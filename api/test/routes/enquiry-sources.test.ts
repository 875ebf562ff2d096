import { browser } from '../helpers/analytics';
import { waitFor } from '../helpers/smtp';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const t = setUpTestApp({ env: { CONTACT_TO: 'inbox@mwangaza.test' }, mail: true, sessions: true });

const linkedin = {
  landingPage: '/case-studies/retail-dashboards',
  referrer: 'https://www.linkedin.com/feed/',
  utm: { source: 'linkedin', medium: 'social', campaign: 'launch' },
};
const google = { landingPage: '/', referrer: 'https://www.google.com/', utm: {} };

/** A person's browser: the lead source is kept only for requests the analytics would count. */
const BROWSER = { 'user-agent': browser() };

async function send(name: string, source?: unknown, headers: Record<string, string> = BROWSER) {
  const result = await t.call('POST', '/contact', {
    body: { name, email: 'amina@example.com', project: 'Dashboards', fillTimeMs: 60_000, source },
    headers,
  });
  if (result.status !== 201) throw new Error(`${result.status} ${result.body.message}`);
  return result.body.data.id as string;
}
const names = async (query: string) => {
  const result = await t.call('GET', `/contact/enquiries?${query}`, { token: t.tokens.editor });
  expect(result.status).toBe(200);
  return (result.body.data.enquiries as { name: string }[]).map((enquiry) => enquiry.name).sort();
};

let fromLinkedin = '';
beforeAll(async () => {
  fromLinkedin = await send('From LinkedIn', linkedin);
  await send('From Google', google);
  await send('Without source');
});

describe("an enquiry's lead source", () => {
  it('is stored with the enquiry and shown in its answer (null when none was sent)', async () => {
    const read = await t.call('GET', `/contact/enquiries/${fromLinkedin}`, { token: t.tokens.editor });
    expect(read.body.data.enquiry.source).toEqual(linkedin);
    const list = await t.call('GET', '/contact/enquiries', { token: t.tokens.editor });
    const without = list.body.data.enquiries.find((e: { name: string }) => e.name === 'Without source');
    expect(without.source).toBeNull();
  });

  it('is not kept for a visitor who asked not to be tracked, nor for a crawler', async () => {
    const refused = [
      await send('Global Privacy Control', linkedin, { ...BROWSER, 'sec-gpc': '1' }),
      await send('Do Not Track', linkedin, { ...BROWSER, dnt: '1' }),
      await send('Crawler', linkedin, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
    ];
    for (const id of refused) {
      const read = await t.call('GET', `/contact/enquiries/${id}`, { token: t.tokens.editor });
      expect(read.body.data.enquiry.source).toBeNull();
    }
  });

  it('filters the list by utm source or referrer host, and by campaign', async () => {
    expect(await names('source=LinkedIn')).toEqual(['From LinkedIn']);
    expect(await names('source=www.google.com')).toEqual(['From Google']);
    expect(await names('source=google.com')).toEqual([]);
    expect(await names('campaign=launch')).toEqual(['From LinkedIn']);
    expect(await names('campaign=other')).toEqual([]);
  });

  it('is in the CSV export', async () => {
    const response = await fetch(`${t.baseUrl}/api/contact/enquiries/export.csv?source=linkedin`, {
      headers: { authorization: `Bearer ${t.tokens.editor}` },
    });
    const [header, row] = (await response.text()).split('\r\n');
    expect(header).toContain(
      '"Landing page","Referrer","UTM source","UTM medium","UTM campaign","UTM term","UTM content"',
    );
    expect(row).toContain(
      '"/case-studies/retail-dashboards","https://www.linkedin.com/feed/","linkedin","social","launch",,,',
    );
  });

  it("is in the team's notification e-mail", async () => {
    const mail = await waitFor(() => t.smtp.messages.find((m) => m.includes('From LinkedIn')));
    const text = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    expect(text).toContain('Where the visitor came from:');
    expect(text).toContain('> /case-studies/retail-dashboards');
    expect(text).toContain('> https://www.linkedin.com/feed/');
    expect(text).toContain('> utm_source=linkedin utm_medium=social utm_campaign=launch');
  });

  it('is refused when malformed (400)', async () => {
    const result = await t.call('POST', '/contact', {
      body: {
        name: 'Bad',
        email: 'bad@example.com',
        project: 'x',
        source: { landingPage: 'https://evil.example/', referrer: '', utm: {} },
      },
    });
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
  });
});
