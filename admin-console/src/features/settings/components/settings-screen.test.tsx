import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_SITE_SETTINGS } from '@mwangaza/shared';
import { db, saveMockSiteSettings } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderApp } from '../../../layout/render-app';

// A long form typed into on a shared, busy machine.
jest.setTimeout(40_000);
afterEach(() => server.events.removeAllListeners());

const group = (name: string) => screen.getByRole('group', { name });

async function openSettings(role: 'admin' | 'editor' = 'admin') {
  const rendered = renderApp('/admin/settings', role);
  expect(await screen.findByRole('heading', { level: 1, name: 'Site settings' })).toBeInTheDocument();
  // Administrators: once the settings have loaded into the form.
  if (role === 'admin') await screen.findByRole('form', { name: 'Site settings' });
  return rendered;
}

it('shows administrators every section, filled from the settings, with the schema’s limits', async () => {
  await openSettings();
  const form = await screen.findByRole('form', { name: 'Site settings' });
  for (const title of [
    'Contact details',
    'Business hours',
    'Social links',
    'Home hero',
    'Counters',
    'Principles',
    'Tools grid',
    'Footer service links',
  ])
    expect(within(form).getByRole('group', { name: title })).toBeInTheDocument();
  expect(within(form).getByRole('textbox', { name: /^Phone/ })).toHaveValue(
    DEFAULT_SITE_SETTINGS.contact.phone,
  );
  expect(within(group('Counter 1')).getByRole('spinbutton', { name: /Number/ })).toHaveValue(12);
  expect(within(group('Counter 1')).getByRole('textbox', { name: /Label/ })).toHaveAttribute(
    'maxlength',
    '40',
  );
  // Exactly four counters: none to add or remove.
  expect(within(form).queryByRole('button', { name: 'Add counter' })).not.toBeInTheDocument();
  expect(within(form).getAllByRole('group', { name: /^Tool \d+$/ })).toHaveLength(10);
  expect(screen.getByRole('navigation', { name: /main|admin/i })).toHaveTextContent('Settings');
});

it('tells editors the screen is for administrators, and leaves Settings out of their menu', async () => {
  await openSettings('editor');
  expect(screen.getByText('Site settings are changed by administrators.')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Site settings' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
});

it('saves the phone and first counter, and the History lists the change', async () => {
  const { user } = await openSettings();
  const phone = await screen.findByRole('textbox', { name: /^Phone/ });
  await user.clear(phone);
  await user.type(phone, '+254 711 222 333');
  const number = within(group('Counter 1')).getByRole('spinbutton', { name: /Number/ });
  await user.clear(number);
  await user.type(number, '14');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
  expect(db.siteSettings?.settings.contact.phone).toBe('+254 711 222 333');
  expect(db.siteSettings?.settings.counters[0]?.value).toBe(14);
  const history = screen.getByRole('region', { name: 'History' });
  expect(await within(history).findByText('Changed: Contact details, Counters')).toBeInTheDocument();
  // The save bar names the saved version as History does, its time in Nairobi's, named.
  const current = within(history).getByText('Current').closest('li')!;
  const revision = /Revision \d+/.exec(current.textContent ?? '')![0];
  const saved = await screen.findByText(new RegExp(`^${revision}, saved by`));
  expect(saved).toHaveTextContent(/ on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} EAT$/);
  expect(saved.querySelector('time')).toHaveAttribute('datetime', db.siteSettings?.updatedAt);
});

it('jumps to each section from the list of sections, and moves focus there', async () => {
  const { user } = await openSettings();
  const nav = screen.getByRole('navigation', { name: 'Settings sections' });
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([
    'Contact details',
    'Business hours',
    'Social links',
    'Home hero',
    'Counters',
    'Principles',
    'Tools grid',
    'Footer service links',
    'History',
  ]);
  // jsdom lays nothing out; a browser scrolls too.
  Element.prototype.scrollIntoView = jest.fn();
  await user.click(within(nav).getByRole('link', { name: 'Tools grid' }));
  expect(screen.getByRole('group', { name: 'Tools grid' })).toHaveFocus();
  await user.click(within(nav).getByRole('link', { name: 'History' }));
  expect(screen.getByRole('region', { name: 'History' })).toHaveFocus();
});

it('checks the fields against the schema before sending, naming the field', async () => {
  const { user } = await openSettings();
  const label = within(group('Counter 2')).getByRole('textbox', { name: /Label/ });
  await user.clear(label);
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(
    await screen.findByText('Please correct the highlighted fields. Counter 2, Label is required.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(label).toHaveFocus());
  expect(label).toHaveAccessibleDescription(/Counter 2, Label is required/);
  expect(db.siteSettings).toBeNull();
});

it('offers Reload or Overwrite when someone else saved first (412)', async () => {
  const { user } = await openSettings();
  const phone = await screen.findByRole('textbox', { name: /^Phone/ });
  // Another administrator saves meanwhile.
  saveMockSiteSettings({ contact: { ...DEFAULT_SITE_SETTINGS.contact, city: 'Mombasa' } });
  await user.clear(phone);
  await user.type(phone, '+254 711 222 333');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this first' });
  expect(dialog).toHaveTextContent('The site settings were changed by Demo Admin');
  await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
  expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
  expect(db.siteSettings).toMatchObject({ version: 2, settings: { contact: { phone: '+254 711 222 333' } } });
});

it('restores an earlier revision from the History', async () => {
  saveMockSiteSettings({});
  const { user } = await openSettings();
  const phone = await screen.findByRole('textbox', { name: /^Phone/ });
  await user.clear(phone);
  await user.type(phone, '+254 711 222 333');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  const history = screen.getByRole('region', { name: 'History' });
  await user.click(await within(history).findByRole('button', { name: /Restore revision 1/ }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Restore this revision?' })).getByRole('button', {
      name: 'Restore',
    }),
  );
  expect(await screen.findByText('Revision 1 restored')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveValue(DEFAULT_SITE_SETTINGS.contact.phone),
  );
});

it('edits the texts in Kiswahili beside the English, copies from English and saves them with the settings', async () => {
  const sent: { body: Record<string, unknown>; ifMatch: string | null }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT')
      sent.push({ body: await request.clone().json(), ifMatch: request.headers.get('If-Match') });
  });
  const { user } = await openSettings();
  const languages = group('Language');
  const swahili = within(languages).getByRole('button', { name: /^Kiswahili/ });
  // The sample translates only the hero's headline: the rest is missing in both languages.
  expect(swahili).toHaveTextContent('Missing translation');
  expect(within(languages).getByRole('button', { name: /^French/ })).toHaveTextContent('Missing translation');
  await user.click(swahili);
  expect(swahili).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText(/The public site's texts in Kiswahili/)).toHaveTextContent(
    /\d+ of \d+ texts are not translated yet/,
  );
  // Only the localized texts: the phone stays in English, the section says so.
  expect(screen.queryByRole('textbox', { name: /^Phone/ })).not.toBeInTheDocument();
  expect(within(group('Contact details')).getByText(/same in every language/)).toBeInTheDocument();
  const hero = group('Home hero');
  expect(within(hero).getByText('Title in English').nextSibling).toHaveTextContent(
    DEFAULT_SITE_SETTINGS.hero.title,
  );
  const title = within(hero).getByRole('textbox', { name: /^Title/ });
  expect(title).toHaveValue('Ilete data yako');
  await user.clear(title);
  await user.type(title, 'Leta data yako');

  await user.click(screen.getByRole('button', { name: 'Copy from English' }));
  // What was typed stays; what was empty takes the English, to write over.
  expect(title).toHaveValue('Leta data yako');
  expect(within(hero).getByRole('textbox', { name: /^Eyebrow/ })).toHaveValue(
    DEFAULT_SITE_SETTINGS.hero.eyebrow,
  );
  expect(within(group('Counter 1')).getByRole('textbox', { name: /Label/ })).toHaveValue(
    DEFAULT_SITE_SETTINGS.counters[0]!.label,
  );
  await waitFor(() => expect(swahili).not.toHaveTextContent('Missing translation'));
  expect(screen.getByText(/Every text is translated/)).toBeInTheDocument();
  expect(within(languages).getByRole('button', { name: /^French/ })).toHaveTextContent('Missing translation');

  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('Site settings saved')).toBeInTheDocument();
  // One PUT, with the ETag the form was filled from, the settings and their translations.
  expect(sent).toHaveLength(1);
  expect(sent[0]!.ifMatch).toMatch(/^"0\./);
  expect(sent[0]!.body).toMatchObject({
    hero: DEFAULT_SITE_SETTINGS.hero,
    translations: { sw: { hero: { title: 'Leta data yako' } } },
  });
  const saved = db.siteSettingsTranslations.sw as { hero: Record<string, string>; counters: object[] };
  expect(saved.hero).toMatchObject({ title: 'Leta data yako', eyebrow: DEFAULT_SITE_SETTINGS.hero.eyebrow });
  expect(saved.counters).toHaveLength(DEFAULT_SITE_SETTINGS.counters.length);
  // The French sample is kept as it was, and the English is unchanged.
  expect(db.siteSettingsTranslations.fr).toEqual({
    hero: { title: 'Mettez vos données', highlight: 'en pleine lumière' },
  });
  expect(db.siteSettings?.settings).toEqual(DEFAULT_SITE_SETTINGS);
  // The saved version redraws the form, still in Kiswahili, from what was saved.
  await waitFor(() =>
    expect(within(group('Home hero')).getByRole('textbox', { name: /^Title/ })).not.toBe(title),
  );
  expect(within(group('Language')).getByRole('button', { name: /^Kiswahili/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(group('Home hero')).getByRole('textbox', { name: /^Title/ })).toHaveValue('Leta data yako');
});
