import { expectVisibleFocus } from '@mwangaza/browser-testing/focus';
import { expectFocus, tabTo } from '@mwangaza/browser-testing/keyboard';
import { PHONE, checkA11y, expectHeading, pathOf, pagePerTest, visit } from '../public-site/visitor';

// Keyboard only from here on: no clicks, no fill().
jest.setTimeout(90_000);

const page = pagePerTest(PHONE);

const toggle = () => page().getByRole('button', { name: /^(Open|Close) menu$/ });
const menuLink = (name: string) =>
  page().getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

describe('the phone menu with the keyboard only', () => {
  it('opens from the toggle, closes on Escape back to the toggle, and navigates from a link', async () => {
    await visit(page(), '/', 'Bring your data into the light');
    await checkA11y(page(), '/ (phone)');

    await tabTo(page(), toggle());
    await expectVisibleFocus(page(), 'the menu toggle');
    expect(await toggle().getAttribute('aria-expanded')).toBe('false');
    await page().keyboard.press('Enter');
    await page().getByRole('button', { name: 'Close menu', expanded: true }).waitFor();
    await menuLink('Services').waitFor({ state: 'visible' });
    await checkA11y(page(), '/ (phone, menu open)');

    // The links follow the toggle in the Tab order and show where focus is.
    await tabTo(page(), menuLink('Services'), { max: 5 });
    await expectVisibleFocus(page(), 'the Services menu link');

    await page().keyboard.press('Escape');
    await page().getByRole('button', { name: 'Open menu', expanded: false }).waitFor();
    await menuLink('Services').waitFor({ state: 'hidden' });
    await expectFocus(toggle());

    await page().keyboard.press('Space');
    await menuLink('Case Studies').waitFor({ state: 'visible' });
    await tabTo(page(), menuLink('Case Studies'), { max: 6 });
    await page().keyboard.press('Enter');

    await expectHeading(page(), /measurable results/);
    expect(pathOf(page())).toBe('/case-studies');
    await page().getByRole('button', { name: 'Open menu', expanded: false }).waitFor();
    // Focus goes to the new page's heading, not back to the top of the document.
    await expectFocus(page().getByRole('heading', { level: 1 }));
    await checkA11y(page(), '/case-studies (phone)');
  });
});
