import { site } from '@mwangaza/shared/site';
import { readMail, type ReadMail } from '../helpers/smtp';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

/**
 * The contact form lets anyone have an e-mail sent, from the consultancy's own address, to any address:
 * nothing a stranger typed may make that e-mail say something, and nothing a stranger typed becomes a link
 * in any e-mail (the team's included). Messages are read from a real SMTP server, text and HTML parts.
 */

const CONSOLE = 'https://console.example/admin';
const t = setUpTestApp({
  env: { CONTACT_TO: 'inbox@mwangaza.test', CONSOLE_URL: CONSOLE, REGISTRATION: 'open' },
  mail: true,
});

const PHISHING = {
  name: 'Customer, your account is locked',
  email: 'victim@example.org',
  company: 'ACME\n\nSECURITY NOTICE: confirm your password at https://evil.example/login within 24 hours',
  project: 'Visit https://evil.example/verify?id=1',
};
const VISITOR_WORDS = [
  'Customer',
  'locked',
  'ACME',
  'SECURITY NOTICE',
  'confirm your password',
  'evil.example',
];

/** The messages received while `action` runs (after its outbox has sent them). */
async function mailsDuring(action: () => Promise<void>): Promise<ReadMail[]> {
  await t.app.outbox.settle();
  const before = t.smtp.messages.length;
  await action();
  await t.app.outbox.settle();
  return Promise.all(t.smtp.messages.slice(before).map(readMail));
}

/** Only the consultancy's own addresses are ever links. */
function expectOnlyOwnLinks(mail: ReadMail) {
  for (const link of mail.links) expect(link.startsWith(site.url) || link.startsWith(CONSOLE)).toBe(true);
}

describe('an enquiry written to phish its "sender"', () => {
  let ack: ReadMail;
  let team: ReadMail;

  beforeAll(async () => {
    const mails = await mailsDuring(async () => {
      expect((await t.call('POST', '/contact', { body: PHISHING })).status).toBe(201);
    });
    expect(mails).toHaveLength(2);
    ack = mails.find((mail) => mail.to === PHISHING.email)!;
    team = mails.find((mail) => mail.to === 'inbox@mwangaza.test')!;
  });

  it("sends the visitor's address an acknowledgement with none of the visitor's words", () => {
    for (const part of [ack.subject, ack.text, ack.html])
      for (const words of VISITOR_WORDS) expect(part).not.toContain(words);
    expect(ack.text).toMatch(/^Hello,$/m);
    expectOnlyOwnLinks(ack);
  });

  it('says what to do if you did not send the enquiry', () => {
    for (const part of [ack.text, ack.html]) {
      expect(part).toContain('If you did not send this enquiry');
      expect(part).toContain('We never ask for a password');
    }
  });

  it("shows the team the visitor's words as quoted text, never as links; the console link stays a link", () => {
    expect(team.replyTo).toBe(PHISHING.email);
    expect(team.text).toContain('> Visit https://evil.example/verify?id=1');
    expect(team.text).toContain('> SECURITY NOTICE: confirm your password at https://evil.example/login');
    expect(team.html).toMatch(/<blockquote[^>]*>[^<]*Visit https:/);
    expect(team.links.some((link) => link.startsWith(`${CONSOLE}/enquiries/`))).toBe(true);
    expect(team.links.join(' ')).not.toContain('evil.example');
    expectOnlyOwnLinks(team);
  });

  it("names the sender in the team's subject only by a plain name: a subject cannot quote", async () => {
    expect(team.subject).toBe('New enquiry from a visitor');
    const [plain] = (
      await mailsDuring(async () => {
        await t.call('POST', '/contact', {
          body: {
            name: 'Amina Hassan',
            email: 'amina@example.com',
            company: 'Umoja Savings',
            project: 'Loans',
          },
        });
      })
    ).filter((mail) => mail.to === 'inbox@mwangaza.test');
    expect(plain!.subject).toBe('New enquiry from Amina Hassan (Umoja Savings)');
  });
});

it('greets a visitor by a plain name', async () => {
  const [ack] = (
    await mailsDuring(async () => {
      await t.call('POST', '/contact', {
        body: { name: "Wanjiru O'Brien-Kamau", email: 'wanjiru@example.com', project: 'Dashboards' },
      });
    })
  ).filter((mail) => mail.to === 'wanjiru@example.com');
  expect(ack!.text).toMatch(/^Dear Wanjiru O'Brien-Kamau,$/m);
  expect(ack!.text).not.toContain('Dashboards');
});

it('greets an account whose name is not a plain name without it, in password reset e-mails', async () => {
  const email = 'reset-target@example.com';
  await t.call('POST', '/auth/register', {
    body: {
      fullName: 'Your account is locked: visit https://evil.example/x',
      email,
      password: 'Sup3r-secret!',
    },
  });
  const [reset] = await mailsDuring(async () => {
    expect((await t.call('POST', '/auth/password-reset', { body: { email } })).status).toBe(202);
    await t.app.passwordResets.settle();
  });
  expect(reset!.text).toMatch(/^Hello,$/m);
  for (const part of [reset!.text, reset!.html]) expect(part).not.toContain('evil.example');
  expect(reset!.links.some((link) => link.startsWith(`${CONSOLE}/reset-password?token=`))).toBe(true);
  expectOnlyOwnLinks(reset!);
});
