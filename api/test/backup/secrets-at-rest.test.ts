import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { createBackup } from '../../src/backup/create-backup';
import { linkFromMail } from '../helpers/smtp';
import { login, manualClock, setUpTestApp, startTestApp } from '../helpers/test-app';
import { appSource, tempFolder } from './helpers';

jest.setTimeout(60_000);

// The audit found a live invitation token in clear in `collections/outbox/0000.bson` of a backup taken
// without BACKUP_KEY, and it was accepted (201, role admin). An outbox body is now sealed while the message
// waits and purged once it is delivered: no copy of the database holds a live link.
const CONSOLE = 'https://console.example/admin';
const clock = manualClock();
const t = setUpTestApp({ clock: clock.now, sessions: true, mail: true, env: { CONSOLE_URL: CONSOLE } });
const dir = tempFolder('secrets-at-rest');
const MINUTE = 60_000;

const stored = () => t.app.db.models.OutboxMessage.collection.find({}).toArray();

it('keeps no live link in the outbox while it waits, nor once sent, nor in a plain backup', async () => {
  // An instance whose SMTP server is down: the invitation and a reset link wait in the outbox.
  const down = await startTestApp(
    t.db,
    { SMTP_URL: 'smtp://127.0.0.1:9', CONSOLE_URL: CONSOLE },
    { clock: clock.now },
  );
  try {
    const invited = await down.call('POST', '/auth/invitations', {
      token: (await login(down)).accessToken,
      body: { email: 'new.admin@example.com', role: 'admin' },
    });
    expect(invited.status).toBe(201);
    expect(
      (await down.call('POST', '/auth/password-reset', { body: { email: 'admin@mwangaza-analytics.co.ke' } }))
        .status,
    ).toBe(202);
    await down.app.passwordResets.settle();
    await down.app.outbox.settle();
  } finally {
    await down.close();
  }
  const waiting = (await stored()).filter((doc) => doc.state === 'pending');
  expect(waiting.map((doc) => doc.kind).sort()).toEqual(['invitation', 'password-reset']);
  for (const doc of waiting) {
    expect(doc.text).toBeUndefined();
    expect(doc.body).toMatch(/^sealed:v1:/);
  }
  const pendingBackup = await createBackup(appSource(t.app), { dir, authKey: t.config.twoFactorKey });
  const pendingArchive = gunzipSync(readFileSync(pendingBackup.file)).toString('latin1');
  expect(pendingArchive).not.toContain('accept-invitation?token=');
  expect(pendingArchive).not.toContain('reset-password?token=');

  // SMTP is back: both are sent with working links, and their bodies are gone from the outbox.
  clock.advance(2 * MINUTE);
  const before = t.smtp.messages.length;
  await t.app.outbox.deliverDue();
  const sent = t.smtp.messages.slice(before);
  const invitation = linkFromMail(
    sent.find((m) => m.includes('accept-invitation'))!,
    '/accept-invitation',
  );
  const reset = linkFromMail(
    sent.find((m) => m.includes('reset-password'))!,
    '/reset-password',
  );
  expect(invitation).toBeDefined();
  expect(reset).toBeDefined();
  const token = new URL(invitation!).searchParams.get('token')!;
  const resetToken = new URL(reset!).searchParams.get('token')!;
  const raw = JSON.stringify(await stored());
  expect(raw).not.toContain(token);
  expect(raw).not.toContain(resetToken);
  for (const doc of await stored()) {
    expect(doc.state).toBe('sent');
    expect(doc.body).toBeUndefined();
    expect(doc.text).toBeUndefined();
  }
  const { file } = await createBackup(appSource(t.app), { dir, authKey: t.config.twoFactorKey });
  const archive = gunzipSync(readFileSync(file)).toString('latin1');
  expect(archive).not.toContain(token);
  expect(archive).not.toContain(resetToken);

  // The link the person received still works: sealing changed nothing of what they get.
  const accepted = await t.call('POST', '/auth/invitations/accept', {
    body: { token, fullName: 'New Admin', password: 'Kilimanjaro-2026!' },
  });
  expect(accepted.status).toBe(201);
});
