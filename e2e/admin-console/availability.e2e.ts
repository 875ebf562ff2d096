import type { Page } from 'playwright-core';
import type { Availability, SlotList, StaffConsultant } from '@mwangaza/shared/schemas';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { layoutProblems } from '@mwangaza/browser-testing/layout';
import { adminReady, api, apiAdminToken, setUpBrowser, signIn, url } from './admin';

/**
 * A consultant's Availability screen against the real API: a blocked period and a day off set there are no
 * longer offered on the public /book page. /book offers every consultant's free times, so the other
 * consultants are given those days off through the API first (set-up, restored after the file).
 */
jest.setTimeout(120_000);
const { browser } = setUpBrowser();
const NAIROBI = 'Africa/Nairobi';
const CONSULTANT = 'achieng-otieno';
let token: string;
const original = new Map<string, Availability>();

const slots = (consultant?: string) =>
  api<SlotList>(`/bookings/slots?tz=${NAIROBI}${consultant ? `&consultant=${consultant}` : ''}`);
const nairobiClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: NAIROBI,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

beforeAll(async () => {
  token = await apiAdminToken();
  const { consultants } = await api<{ consultants: StaffConsultant[] }>('/bookings/consultants', { token });
  for (const { id } of consultants) {
    const { availability } = await api<{ availability: Availability }>(`/bookings/availability/${id}`, {
      token,
    });
    original.set(id, availability);
  }
});

afterAll(async () => {
  for (const [id, availability] of original)
    await api(`/bookings/availability/${id}`, { method: 'PUT', body: availability, token });
});

/** The days /book offers, as its day radio buttons carry them (YYYY-MM-DD in the page's zone). */
async function offeredDays(page: Page): Promise<string[]> {
  await page.goto(url('/book'));
  const days = page.locator('input[type="radio"][value^="20"]');
  await days.first().waitFor();
  return days.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

it('a blocked period and a day off set on the Availability screen leave /book', async () => {
  // The consultant's first two free days; everyone else is off on them.
  const [blockDay, offDay] = (await slots(CONSULTANT)).days;
  expect(offDay).toBeDefined();
  for (const [id, availability] of original)
    if (id !== CONSULTANT)
      await api(`/bookings/availability/${id}`, {
        method: 'PUT',
        body: { ...availability, daysOff: [...availability.daysOff, blockDay!.date, offDay!.date] },
        token,
      });

  const context = await browser().newContext({
    viewport: { width: 1366, height: 900 },
    timezoneId: NAIROBI,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  expect(await offeredDays(page)).toEqual(expect.arrayContaining([blockDay!.date, offDay!.date]));

  // From the agenda to the screen, the consultant chosen.
  await signIn(page);
  await page.goto(url('/admin/bookings'));
  await adminReady(page, 'Bookings');
  await page.getByRole('link', { name: 'Availability and blocked time' }).click();
  await adminReady(page, 'Availability');
  await page.getByLabel('Consultant').selectOption(CONSULTANT);
  const rules = page.getByRole('form', { name: 'Rules of Achieng Otieno' });
  await rules.waitFor();
  expect(await layoutProblems(page, { staffTimes: { id: NAIROBI, abbreviation: 'EAT' } })).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  // Block the first day's hours, from its first free time to the end of its last call.
  const first = blockDay!.slots[0]!;
  const last = blockDay!.slots.at(-1)!;
  const block = page.getByRole('region', { name: 'Block time' });
  await block.getByLabel('Start (EAT)').fill(`${blockDay!.date}T${nairobiClock(first.start)}`);
  await block.getByLabel('End (EAT)').fill(`${blockDay!.date}T${nairobiClock(last.end)}`);
  await block.getByRole('button', { name: 'Block time' }).click();
  const blocked = block.getByRole('list', { name: 'Blocked times to come' });
  await blocked.locator(`time[datetime="${new Date(first.start).toISOString()}"]`).waitFor();
  await page.getByText(/^Time blocked from/).waitFor();

  // The second day off, saved with the rules.
  await rules.getByLabel('Day off').fill(offDay!.date);
  await rules.getByRole('button', { name: 'Add day off' }).click();
  await rules.getByRole('button', { name: 'Save availability' }).click();
  await page.getByText('Availability of Achieng Otieno saved').waitFor();

  const saved = await api<{ availability: Availability }>(`/bookings/availability/${CONSULTANT}`, { token });
  expect(saved.availability.daysOff).toContain(offDay!.date);
  expect(saved.availability.blocks).toContainEqual({
    start: new Date(first.start).toISOString(),
    end: new Date(last.end).toISOString(),
  });
  const days = await offeredDays(page);
  expect(days).not.toContain(blockDay!.date);
  expect(days).not.toContain(offDay!.date);
  expect((await slots()).days.map((day) => day.date)).not.toContain(blockDay!.date);
});
