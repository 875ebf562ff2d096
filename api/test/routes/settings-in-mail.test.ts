import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@mwangaza/shared/schemas';
import { readMail } from '../helpers/smtp';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const t = setUpTestApp({ env: { CONTACT_TO: 'inbox@mwangaza.test' }, mail: true, sessions: true });

it('tells a visitor the phone number and hours staff saved in the site settings, not the built-in ones', async () => {
  const settings: SiteSettings = {
    ...DEFAULT_SITE_SETTINGS,
    contact: {
      ...DEFAULT_SITE_SETTINGS.contact,
      phone: '+254 711 222 333',
      email: 'hello@mwangaza.test',
      street: 'Riverside Square, Riverside Drive',
    },
    businessHours: [
      {
        days: 'Monday - Thursday',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '07:30',
        closes: '17:00',
      },
      { days: 'Friday - Sunday', dayOfWeek: ['Friday', 'Saturday', 'Sunday'], opens: '', closes: '' },
    ],
  };
  const saved = await t.call('PUT', '/settings', {
    body: settings,
    token: t.tokens.admin,
    headers: { 'if-match': (await t.call('GET', '/settings')).headers.get('etag')! },
  });
  expect(saved.status).toBe(200);

  await t.app.outbox.settle();
  const before = t.smtp.messages.length;
  const sent = await t.call('POST', '/contact', {
    body: { name: 'Amina Njoroge', email: 'amina@example.com', project: 'Sales dashboards' },
  });
  expect(sent.status).toBe(201);
  await t.app.outbox.settle();
  const mails = await Promise.all(t.smtp.messages.slice(before).map(readMail));
  const receipt = mails.find((mail) => mail.to.includes('amina@example.com'))!;
  expect(receipt.text).toContain('call us on +254 711 222 333');
  expect(receipt.text).toContain('from hello@mwangaza.test');
  expect(receipt.text).toContain('Monday - Thursday: 7:30 AM - 5:00 PM');
  expect(receipt.text).toContain('Friday - Sunday: Closed');
  expect(receipt.text).not.toContain(DEFAULT_SITE_SETTINGS.contact.phone);
  // The HTML part's footer gives the saved office address.
  expect(receipt.html).toContain('Riverside Square, Riverside Drive, Westlands, Nairobi, Kenya');
});
