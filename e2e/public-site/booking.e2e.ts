import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Locator, Page } from 'playwright-core';
import { readMails } from '@mwangaza/browser-testing/mailbox';
import { shoot } from '@mwangaza/browser-testing/screenshots';
import {
  apiAdminToken,
  api,
  mailCount,
  openAdmin,
  realApiClockAfterEach,
  setApiClock,
  signIn,
  unique,
} from '../admin-console/admin';
import { checkA11y, env, DESKTOP, PHONE, setUpBrowser, visit } from './visitor';

// Two bookings' mails, a move and a cancel, the console: many pages on 2 busy cores.
jest.setTimeout(240_000);

const { visitorPage } = setUpBrowser();
realApiClockAfterEach();

/** A Saturday morning in Nairobi: the first free day is the Monday after, far from other tests' bookings. */
const SATURDAY = new Date('2027-02-06T07:00:00Z');
const MONDAY = '2027-02-08';
/** 09:00 in Nairobi (EAT, UTC+3) is 07:00 in Lagos (WAT, UTC+1). */
const MONDAY_NINE_EAT = '2027-02-08T06:00:00.000Z';
const LAGOS = 'Africa/Lagos';

interface Slot {
  start: string;
  consultants: string[];
}

/** A consultant's free times on a day of the Lagos calendar, as the public API offers them. */
async function freeStarts(date: string, consultant: string): Promise<string[]> {
  const { days } = await api<{ days: { date: string; slots: Slot[] }[] }>(
    `/bookings/slots?tz=${encodeURIComponent(LAGOS)}&consultant=${consultant}`,
  );
  return (days.find((d) => d.date === date)?.slots ?? []).map((s) => s.start);
}

/** The consultant of the visitor's call, from the staff agenda of that week. */
async function consultantOf(email: string): Promise<string> {
  const { bookings } = await api<{ bookings: { email: string; consultant: { id: string } }[] }>(
    `/bookings?from=${SATURDAY.toISOString()}&to=2027-02-13T00:00:00.000Z`,
    { token: await apiAdminToken() },
  );
  return bookings.find((b) => b.email === email)!.consultant.id;
}

/** The messages received after the first `since`, parsed, once at least `count` carry a calendar. */
async function invitationsSince(since: number, count: number): Promise<ParsedMail[]> {
  for (const deadline = Date.now() + 30_000; ;) {
    const mails = await Promise.all(
      readMails(env.mailDir!)
        .slice(since)
        .map((raw) => simpleParser(raw)),
    );
    const invitations = mails.filter((m) =>
      m.attachments.some((a) => a.contentType.startsWith('text/calendar')),
    );
    if (invitations.length >= count) return invitations;
    if (Date.now() > deadline) throw new Error(`expected ${count} invitations, got ${invitations.length}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const recipient = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value ?? []).map((a) => a.address);

/** The invitation a calendar reads: the text/calendar part, parsed with ical.js. */
function calendarOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!;
  const component = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = component.getFirstSubcomponent('vevent')!;
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  return {
    method: component.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence') ?? 0),
    start: start.toJSDate().toISOString(),
    utc: start.zone?.tzid === 'UTC',
  };
}

/** The move-or-cancel link a person clicks in the mail. */
function manageLink(mail: ParsedMail): string {
  const link = /https?:\/\/\S+\/book\/manage#[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link?.startsWith(`${env.shellUrl}/book/manage#`)).toBe(true);
  return link!;
}

/** A visitor whose browser is in Lagos, at 390 px. */
const lagosVisitor = () => visitorPage(PHONE, { timezoneId: LAGOS, locale: 'en-GB' });

const dayChoices = (page: Page) => page.getByRole('group', { name: 'Choose a day' }).getByRole('radio');
const timeChoices = (page: Page) => page.getByRole('group', { name: /^Choose a time on/ }).getByRole('radio');

/** The label around a radio button: what a person reads and taps. */
const labelOf = (radio: Locator) => radio.locator('xpath=..');

/** Fills the form under the chosen time and books. */
async function bookAs(page: Page, name: string, email: string): Promise<void> {
  const about = page.getByRole('group', { name: 'About you' });
  await about.getByLabel('Full name').fill(name);
  await about.getByLabel('Email address').fill(email);
  await about.getByLabel('Company').fill('Okonkwo Foods');
  await about
    .getByLabel('What would you like to discuss?')
    .fill('Sales dashboards for our distributors in Lagos.');
  await page.getByRole('button', { name: 'Book the call' }).click();
  await page.getByRole('heading', { level: 1, name: 'Your call is booked' }).waitFor();
}

it('a visitor in Lagos books the first Monday time in WAT with EAT beside, moves it from the e-mail, cancels, and the time is free again', async () => {
  await setApiClock(SATURDAY);
  const email = `adaeze.${unique()}@example.ng`;
  const page = await lagosVisitor();

  // The page found the browser's zone and shows Monday's first time in WAT, with Nairobi's beside it.
  await visit(page, '/book', 'Book a free discovery call');
  const zone = page.getByLabel('Your time zone');
  await zone.waitFor();
  expect(await zone.inputValue()).toBe(LAGOS);
  await dayChoices(page).first().waitFor();
  expect(await dayChoices(page).first().isChecked()).toBe(true);
  expect(await dayChoices(page).first().getAttribute('value')).toBe(MONDAY);
  const first = timeChoices(page).first();
  expect(await first.getAttribute('value')).toBe(MONDAY_NINE_EAT);
  const firstLabel = labelOf(first);
  expect((await firstLabel.innerText()).replace(/\s+/g, ' ')).toBe('07:00 WAT 09:00 EAT in Nairobi');
  await checkA11y(page, '/book in Lagos');
  await shoot(page, 'book-lagos-390');

  // Chosen by keyboard: focus the first time, Space takes it.
  await first.focus();
  await page.keyboard.press('Space');
  expect(await first.isChecked()).toBe(true);
  await page.getByText(/^Your call: Monday,? 8 February, 07:00 WAT$/).waitFor();
  const before = mailCount();
  await bookAs(page, 'Adaeze Okonkwo', email);
  await page.getByText(`An invitation is on its way to ${email}`).waitFor();

  // Both invitations hold the same instant, in UTC, with one UID: the visitor's and the consultant's.
  const booked = await invitationsSince(before, 2);
  const toVisitor = booked.find((m) => recipient(m).includes(email))!;
  const toConsultant = booked.find((m) => !recipient(m).includes(email))!;
  expect(toVisitor).toBeDefined();
  expect(toConsultant).toBeDefined();
  const visitorEvent = calendarOf(toVisitor);
  expect(visitorEvent).toMatchObject({ method: 'REQUEST', sequence: 0, start: MONDAY_NINE_EAT, utc: true });
  expect(calendarOf(toConsultant)).toEqual(visitorEvent);

  // The consultant's agenda in the console shows the call, in the reader's zone (Nairobi).
  const consultant = await consultantOf(email);
  const staff = await visitorPage(DESKTOP, { timezoneId: 'Africa/Nairobi' });
  await staff.clock.setFixedTime(SATURDAY);
  await signIn(staff);
  await openAdmin(staff, '/admin/bookings', 'Bookings');
  await staff.getByLabel('Consultant').selectOption(consultant);
  const row = staff.getByRole('row', { name: /Adaeze Okonkwo/ });
  expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/09:00.*Adaeze Okonkwo.*Okonkwo Foods/);
  await shoot(staff, 'bookings-agenda-lagos-1366');

  // The e-mail's link moves it to Monday's second free time with the same consultant: an update, SEQUENCE 1.
  await page.goto(manageLink(toVisitor));
  await page.getByRole('heading', { level: 1, name: 'Your discovery call' }).waitFor();
  await page.getByRole('button', { name: 'Move to another time' }).click();
  const second = timeChoices(page).nth(1);
  const movedTo = (await second.getAttribute('value'))!;
  await labelOf(second).click();
  const beforeMove = mailCount();
  await page.getByRole('button', { name: /^Move to Monday,? 8 February, / }).click();
  await page.getByText(/^Your call is moved to Monday,? 8 February, /).waitFor();
  await checkA11y(page, '/book/manage after a move');
  const moved = await invitationsSince(beforeMove, 2);
  const movedForVisitor = moved.find((m) => recipient(m).includes(email))!;
  expect(calendarOf(movedForVisitor)).toMatchObject({
    method: 'REQUEST',
    uid: visitorEvent.uid,
    sequence: 1,
    start: movedTo,
  });
  expect(calendarOf(moved.find((m) => !recipient(m).includes(email))!)).toMatchObject({
    sequence: 1,
    start: movedTo,
  });

  // Cancelling from the newest e-mail's link frees the time for the next visitor.
  expect(await freeStarts(MONDAY, consultant)).not.toContain(movedTo);
  const beforeCancel = mailCount();
  await page.goto(manageLink(movedForVisitor));
  await page.getByRole('button', { name: 'Cancel the call' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await page.getByText('Your call is cancelled.', { exact: false }).waitFor();
  const [cancelled] = await invitationsSince(beforeCancel, 1);
  expect(calendarOf(cancelled!)).toMatchObject({ method: 'CANCEL', uid: visitorEvent.uid });
  expect(await freeStarts(MONDAY, consultant)).toContain(movedTo);

  const next = await lagosVisitor();
  await visit(next, '/book', 'Book a free discovery call');
  await dayChoices(next).first().waitFor();
  const freed = next.locator(`input[type="radio"][value="${movedTo}"]`);
  await labelOf(freed).click();
  await bookAs(next, 'Chidi Eze', `chidi.${unique()}@example.ng`);
});
