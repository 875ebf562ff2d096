import { readMail, waitFor, type ReadMail } from '../helpers/smtp';
import { manualClock, setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

// 07:00 UTC is 10:00 in Nairobi.
const clock = manualClock(Date.parse('2026-06-01T07:00:00Z'));
const t = setUpTestApp({
  env: { CONTACT_TO: 'inbox@mwangaza.test', CONSOLE_URL: 'https://console.example/admin' },
  clock: clock.now,
  mail: true,
  sessions: true,
});

const send = async (body: Record<string, unknown>) => {
  const result = await t.call('POST', '/contact', {
    body: { name: 'Awa Diop', email: 'awa@teranga.sn', project: 'Tableaux de bord logistiques', ...body },
  });
  if (result.status !== 201) throw new Error(`${result.status} ${result.body.message}`);
  return result.body.data.id as string;
};
const enquiry = async (id: string) =>
  (await t.call('GET', `/contact/enquiries/${id}`, { token: t.tokens.editor })).body.data.enquiry;

/** The acknowledgement (to the visitor) and the team's notification an enquiry sent in `locale` brings. */
async function mailsOf(email: string, body: Record<string, unknown>) {
  await t.app.outbox.settle();
  const before = t.smtp.messages.length;
  const id = await send({ email, ...body });
  await t.app.outbox.settle();
  await waitFor(() => t.smtp.messages.length >= before + 2);
  const mails = await Promise.all(t.smtp.messages.slice(before).map(readMail));
  const acknowledgement = mails.find((mail) => mail.to === email)!;
  const team = mails.find((mail) => mail.to === 'inbox@mwangaza.test')!;
  return { id, acknowledgement, team };
}
const paragraphs = (mail: ReadMail) => mail.text.split(/\n\s*\n/).map((block) => block.trim());

describe('the acknowledgement e-mail in the language the enquiry was sent in', () => {
  it('writes to a French visitor in French: subject, text and HTML, dates and hours in Nairobi time', async () => {
    const { id, acknowledgement: mail, team } = await mailsOf('awa@teranga.sn', { locale: 'fr' });
    expect(mail.subject).toBe('Nous avons bien reçu votre demande - Mwangaza Analytics');
    expect(paragraphs(mail)[0]).toBe('Bonjour Awa Diop,');
    expect(mail.text).toContain(
      'Nous avons bien reçu une demande envoyée depuis cette adresse e-mail le 1 juin 2026 à 10:00 ' +
        '(heure de Nairobi).',
    );
    expect(mail.text).toContain(`Votre numéro de référence\u00a0: ${id}.`);
    expect(mail.text).toContain('Nos horaires d’ouverture (heure de Nairobi, UTC+3)\u00a0:');
    expect(mail.text).toMatch(/lundi – vendredi\u00a0: 08:00 – 18:00\n\s+samedi\u00a0: 09:00 – 13:00/);
    expect(mail.text).toContain('dimanche\u00a0: fermé');
    expect(mail.text).toContain('appelez-nous au +254 709 123 456');
    expect(mail.text).toContain('Nous conservons les demandes pendant 24 mois.');
    expect(mail.text).toContain('https://www.mwangaza-analytics.co.ke/fr/privacy');
    expect(mail.text).not.toMatch(/We received|business hours|Dear /);
    // The HTML part says the same in French, and says it is French.
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(mail.html).toContain('Bonjour Awa Diop,');
    expect(mail.links).toContain('https://www.mwangaza-analytics.co.ke/fr/privacy');
    // The team's notification stays in English and names the language.
    expect(team.subject).toBe('New enquiry from Awa Diop');
    expect(team.text).toContain("Language: French (the visitor's acknowledgement was written in it)");
    expect(await enquiry(id)).toMatchObject({ locale: 'fr' });
  });

  it('writes to a Kiswahili visitor in Kiswahili', async () => {
    const {
      id,
      acknowledgement: mail,
      team,
    } = await mailsOf('baraka@duka.co.tz', {
      name: 'Baraka Mwangi',
      locale: 'sw',
    });
    expect(mail.subject).toBe('Tumepokea ombi lako - Mwangaza Analytics');
    expect(paragraphs(mail)[0]).toBe('Mpendwa Baraka Mwangi,');
    expect(mail.text).toContain(
      'Tumepokea ombi lililotumwa kutoka kwa anwani hii ya barua pepe tarehe 1 Juni 2026 saa 10:00 ' +
        '(saa za Nairobi).',
    );
    expect(mail.text).toContain('Timu yetu ya huduma kwa wateja itakujibu ndani ya saa 24');
    expect(mail.text).toContain(`Nambari ya kumbukumbu ya ombi lako ni ${id}.`);
    expect(mail.text).toContain('Saa zetu za kazi (saa za Nairobi, EAT):');
    expect(mail.text).toMatch(/Jumatatu – Ijumaa: 08:00 - 18:00\n\s+Jumamosi: 09:00 - 13:00/);
    expect(mail.text).toContain('Jumapili: Tumefunga');
    expect(mail.text).toContain('Tunahifadhi maombi kwa miezi 24.');
    expect(mail.text).toContain('https://www.mwangaza-analytics.co.ke/sw/privacy');
    expect(mail.html).toMatch(/<html lang="sw">/);
    expect(team.text).toContain('Language: Kiswahili');
  });

  it('writes in English when the form names no language, as before', async () => {
    const { id, acknowledgement: mail, team } = await mailsOf('jane@example.com', { name: 'Jane Otieno' });
    expect(mail.subject).toBe('We received your enquiry - Mwangaza Analytics');
    expect(paragraphs(mail)[0]).toBe('Dear Jane Otieno,');
    expect(mail.text).toContain('on 1 June 2026 at 10:00 (Nairobi time)');
    expect(mail.text).toContain('Monday - Friday: 8:00 AM - 6:00 PM');
    expect(mail.text).toContain('https://www.mwangaza-analytics.co.ke/privacy');
    expect(mail.html).toMatch(/<html lang="en">/);
    expect(team.text).toContain('Language: English');
    expect(await enquiry(id)).toMatchObject({ locale: 'en' });
  });

  it('greets without a name in the language when the name is not a plain one', async () => {
    const { acknowledgement: mail } = await mailsOf('x@example.com', {
      name: 'Call 0700 000 000',
      locale: 'fr',
    });
    expect(paragraphs(mail)[0]).toBe('Bonjour,');
  });
});

describe('the language of an enquiry', () => {
  it('refuses a language the site does not have, saying which it has, and stores nothing', async () => {
    const before = (await t.call('GET', '/contact/enquiries?limit=1', { token: t.tokens.editor })).body.data
      .pagination.total;
    const result = await t.call('POST', '/contact', {
      body: { name: 'Hans', email: 'hans@example.de', project: 'Dashboards', locale: 'de' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ success: false });
    expect(result.body.message).toMatch(/locale/);
    expect(result.body.message).toMatch(/en, sw, fr/);
    const after = (await t.call('GET', '/contact/enquiries?limit=1', { token: t.tokens.editor })).body.data
      .pagination.total;
    expect(after).toBe(before);
  });

  it('filters the list and the CSV by language; enquiries stored before languages were recorded are English', async () => {
    const company = `Lang Co ${Date.now()}`;
    const french = await send({ company, email: 'a@example.fr', locale: 'fr' });
    const swahili = await send({ company, email: 'b@example.co.ke', locale: 'sw' });
    // As an enquiry stored before languages were recorded: no `locale` field at all.
    const older = await send({ company, email: 'c@example.com' });
    await t.app.db.models.Enquiry.collection.updateOne({ id: older }, { $unset: { locale: 1 } });
    expect(await enquiry(older)).toMatchObject({ locale: 'en' });

    const ids = async (locale: string) =>
      (
        await t.call(
          'GET',
          `/contact/enquiries?q=${encodeURIComponent(company)}&locale=${locale}&limit=100`,
          { token: t.tokens.editor },
        )
      ).body.data.enquiries.map((item: { id: string }) => item.id);
    expect(await ids('fr')).toEqual([french]);
    expect(await ids('sw')).toEqual([swahili]);
    expect(await ids('en')).toEqual([older]);
    const bad = await t.call('GET', '/contact/enquiries?locale=klingon', { token: t.tokens.editor });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/locale/);

    const response = await fetch(
      `${t.baseUrl}/api/contact/enquiries/export.csv?q=${encodeURIComponent(company)}`,
      { headers: { authorization: `Bearer ${t.tokens.editor}` } },
    );
    const lines = (await response.text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('"Preferred contact time","Language"');
    const language = (email: string) => lines.find((line) => line.includes(email))!;
    expect(language('a@example.fr')).toContain('"French"');
    expect(language('b@example.co.ke')).toContain('"Kiswahili"');
    expect(language('c@example.com')).toContain('"English"');
    const onlyFrench = await fetch(
      `${t.baseUrl}/api/contact/enquiries/export.csv?q=${encodeURIComponent(company)}&locale=fr`,
      { headers: { authorization: `Bearer ${t.tokens.editor}` } },
    );
    expect((await onlyFrench.text()).split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});
