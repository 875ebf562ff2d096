import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { shoot } from '@mwangaza/browser-testing/screenshots';
import {
  adminReady,
  mailCount,
  mailedTokenLink,
  openAdmin,
  setUpBrowser,
  shootOnPhoneAndDesktop,
  signIn,
  unique,
} from './admin';

jest.setTimeout(120_000);

const { freshPage } = setUpBrowser();

it('an administrator invites an editor, who accepts from the e-mail and is signed in as an editor', async () => {
  const email = `baraka.${unique()}@example.co.ke`;
  const admin = await freshPage();
  await signIn(admin);
  await openAdmin(admin, '/admin/users', 'Users');

  const before = mailCount();
  await admin.getByLabel(/^Email/).fill(email);
  await admin.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  const pending = admin.getByRole('table', { name: 'Open invitations' });
  await pending.getByText(email).waitFor();
  await expectNoSeriousA11yViolations(admin);
  await shoot(admin, 'users-invitations-1366');

  const link = await mailedTokenLink(email, before, '/admin/accept-invitation');

  const invitee = await freshPage();
  await invitee.goto(link);
  await adminReady(invitee, 'Accept your invitation');
  await expectNoSeriousA11yViolations(invitee);
  // Keyboard only: the name field, then the passwords, then Enter.
  await invitee.getByLabel(/^Full name/).focus();
  await invitee.keyboard.type('Baraka Mwangi');
  await invitee.keyboard.press('Tab');
  await invitee.keyboard.type('Kilimanjaro-peak-5');
  await invitee.keyboard.press('Tab');
  await invitee.keyboard.type('Kilimanjaro-peak-5');
  await invitee.keyboard.press('Enter');
  await adminReady(invitee, 'Dashboard');
  // An editor may add content (a plain user could not).
  await openAdmin(invitee, '/admin/services', 'Services');
  await invitee.getByRole('button', { name: 'Add Service' }).waitFor();

  // The invitation is no longer open, and its link does not work again.
  await admin.reload();
  await adminReady(admin, 'Users');
  await admin.getByRole('table', { name: 'Users' }).getByText(email).waitFor();
  expect(await admin.getByRole('table', { name: 'Open invitations' }).getByText(email).count()).toBe(0);
});

it('the invitation screens fit a phone and a desktop', async () => {
  await shootOnPhoneAndDesktop(freshPage, [
    ['/admin/accept-invitation?token=example', 'Accept your invitation', 'accept'],
  ]);
  const admin = await freshPage({ width: 390, height: 844 });
  await signIn(admin);
  await openAdmin(admin, '/admin/users', 'Users');
  await admin.getByRole('heading', { name: 'Invite a colleague' }).waitFor();
  await shoot(admin, 'users-invitations-390');
});
