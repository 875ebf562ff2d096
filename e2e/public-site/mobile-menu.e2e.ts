import { PHONE, checkA11y, expectHeading, pathOf, pagePerTest, visit } from './visitor';

jest.setTimeout(60_000);

const page = pagePerTest(PHONE);

const toggle = () => page().getByRole('button', { name: /^(Open|Close) menu$/ });
const menu = () => page().getByRole('navigation', { name: 'Main' });

describe('the menu at phone width', () => {
  it('opens from the toggle, navigates from a link and closes', async () => {
    await visit(page(), '/', 'Bring your data into the light');
    await toggle().waitFor();
    expect(await toggle().getAttribute('aria-expanded')).toBe('false');
    expect(await menu().getByRole('link', { name: 'Case Studies' }).isVisible()).toBe(false);
    await checkA11y(page(), '/ (phone)');

    await toggle().click();
    await page().getByRole('button', { name: 'Close menu', expanded: true }).waitFor();
    await menu().getByRole('link', { name: 'Case Studies' }).waitFor({ state: 'visible' });
    await checkA11y(page(), '/ (phone, menu open)');

    await menu().getByRole('link', { name: 'Case Studies' }).click();
    await expectHeading(page(), /measurable results/);
    expect(pathOf(page())).toBe('/case-studies');
    await page().getByRole('button', { name: 'Open menu', expanded: false }).waitFor();
    await menu().getByRole('link', { name: 'Case Studies' }).waitFor({ state: 'hidden' });
    await checkA11y(page(), '/case-studies (phone)');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    await visit(page(), '/about', 'We bring data into the light');
    await toggle().click();
    await menu().getByRole('link', { name: 'Services' }).waitFor({ state: 'visible' });
    await page().keyboard.press('Escape');
    await page().getByRole('button', { name: 'Open menu', expanded: false }).waitFor();
    expect(await toggle().evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
