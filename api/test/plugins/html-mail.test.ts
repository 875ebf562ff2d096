import { htmlFromText } from '../../src/plugins/app/outbox/html-mail';
import { startSmtp, waitFor } from '../helpers/smtp';
import { manualClock, startDatabase, startTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

describe('the HTML part of an e-mail', () => {
  it('says what the text says, in paragraphs, with its own links clickable', () => {
    const link = 'https://example.com/admin/reset-password?token=abc_123';
    const html = htmlFromText(
      `Hello Amina,\n\nSet your password here: ${link}.\nIt expires in 30 minutes.\n\nMwangaza Analytics`,
      'Reset your password',
      [link],
    );
    expect(html).toContain('<title>Reset your password</title>');
    expect(html).toContain('<p style="margin:0 0 16px">Hello Amina,</p>');
    // The sentence's full stop is not part of the link.
    expect(html).toContain(
      `<a href="${link}" style="color:#7a5c00;overflow-wrap:anywhere">${link}</a>.<br>It expires in 30 minutes.`,
    );
  });

  it('escapes what a visitor wrote, so it can never be markup, and links no address it was not given', () => {
    const html = htmlFromText(
      'Project: <img src=x onerror=alert(1)> & "quotes"\nSee https://evil.example/"><script>x</script>',
      'New enquiry <b>',
      ['https://console.example/admin/enquiries/abc1234'],
    );
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain('Project: &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('See https://evil.example/&quot;&gt;&lt;script&gt;');
    expect(html).not.toContain('href="https://evil.example');
    expect(html).toContain('<title>New enquiry &lt;b&gt;</title>');
  });

  it("draws quoted lines (someone else's words) as a quotation that mail clients cannot link", () => {
    const html = htmlFromText(
      'Project:\n> Visit https://evil.example/verify\n>\n> or write to a@evil.example\nContact time: -',
      'New enquiry',
      ['https://evil.example/verify'],
    );
    expect(html).toContain(
      '<div style="margin:0 0 16px">Project:<blockquote style="margin:4px 0 8px;padding:4px 12px;' +
        'border-left:3px solid #c9ced6;color:#1f2933;overflow-wrap:anywhere">' +
        'Visit https:&#8288;//evil.&#8288;example/verify<br><br>or write to a@&#8288;evil.&#8288;example' +
        '</blockquote>Contact time: -</div>',
    );
    // Even an address the message links elsewhere is not a link inside a quotation.
    expect(html).not.toContain('<a href="https://evil.example');
  });
});

it('every message goes out as text and HTML (multipart/alternative) over SMTP', async () => {
  const db = await startDatabase();
  const smtp = await startSmtp();
  const t = await startTestApp(
    db,
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    { clock: manualClock().now },
  );
  try {
    await t.app.outbox.enqueue({
      kind: 'test',
      about: { type: 'test', id: 'x' },
      to: 'amina@example.com',
      subject: 'Hello',
      text: 'Line one\n\nhttps://example.com/a',
      links: ['https://example.com/a'],
    });
    const raw = await waitFor(() => smtp.messages[0]);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Content-Type: text\/plain/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);
    expect(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('<a href="https://example.com/a"');
  } finally {
    await t.close();
    await smtp.stop();
    await db.stop();
  }
});
