import { htmlFromText } from '../../src/plugins/app/outbox/html-mail';
import { startSmtp, waitFor } from '../helpers/smtp';
import { manualClock, startDatabase, startTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

describe('the HTML part of an e-mail', () => {
  it('says what the text says, in paragraphs, with its links clickable', () => {
    const html = htmlFromText(
      'Hello Amina,\n\nSet your password here: https://example.com/admin/reset-password?token=abc_123.\nIt expires in 30 minutes.\n\nMwangaza Analytics',
      'Reset your password',
    );
    expect(html).toContain('<title>Reset your password</title>');
    expect(html).toContain('<p style="margin:0 0 16px">Hello Amina,</p>');
    // The sentence's full stop is not part of the link.
    expect(html).toContain(
      '<a href="https://example.com/admin/reset-password?token=abc_123" style="color:#7a5c00">https://example.com/admin/reset-password?token=abc_123</a>.<br>It expires in 30 minutes.',
    );
  });

  it('escapes what a visitor wrote, so it can never be markup or a link of theirs in disguise', () => {
    const html = htmlFromText(
      'Project: <img src=x onerror=alert(1)> & "quotes"\nSee https://evil.example/"><script>x</script>',
      'New enquiry <b>',
    );
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain('Project: &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain(
      '<a href="https://evil.example/" style="color:#7a5c00">https://evil.example/</a>&quot;&gt;&lt;script&gt;',
    );
    expect(html).toContain('<title>New enquiry &lt;b&gt;</title>');
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
