import { expectVisibleFocus } from '@mwangaza/browser-testing/focus';
import { expectFocus, hasFocus, tabTo } from '@mwangaza/browser-testing/keyboard';
import { checkA11y, expectHeading, pathOf, pagePerTest, visit } from '../public-site/visitor';

// Keyboard only from here on: no clicks, no fill().
jest.setTimeout(90_000);

const page = pagePerTest();

const nav = () => page().getByRole('navigation', { name: 'Main' });
const main = () => page().locator('main');
const skipLink = () => page().getByRole('link', { name: 'Skip to main content' });

describe('focus on the public site', () => {
  it('starts at a visible skip link that takes the keyboard past the header', async () => {
    await visit(page(), '/', 'Bring your data into the light');
    await checkA11y(page());

    await page().keyboard.press('Tab');
    await expectFocus(skipLink());
    await expectVisibleFocus(page(), 'the skip link');
    // Shown on screen while focused (it waits above the viewport otherwise). It slides in, so wait for the
    // frame that applies it rather than measuring the instant focus lands.
    await skipLink().evaluate(
      (link) =>
        new Promise<void>((resolve, reject) => {
          const deadline = performance.now() + 5_000;
          const check = () => {
            const box = link.getBoundingClientRect();
            if (box.top >= 0 && box.height > 0) resolve();
            else if (performance.now() > deadline) reject(new Error(`the skip link stays at y=${box.top}`));
            else requestAnimationFrame(check);
          };
          check();
        }),
    );

    await page().keyboard.press('Enter');
    await page().keyboard.press('Tab');
    expect(await main().evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await hasFocus(nav().getByRole('link').first())).toBe(false);
  });

  it('shows focus on links, buttons, chips, search and card links, and moves it to the new page on navigation', async () => {
    await visit(page(), '/', 'Bring your data into the light');
    await tabTo(page(), nav().getByRole('link', { name: 'Case Studies' }));
    await expectVisibleFocus(page(), 'a header link');
    // Past Insights, Contact and the language switcher's two other languages.
    await tabTo(page(), nav().getByRole('link', { name: 'Get Started' }), { max: 5 });
    await expectVisibleFocus(page(), 'the Get Started button link');

    // Client-side navigation: focus goes to the new page's heading.
    await tabTo(page(), nav().getByRole('link', { name: 'Case Studies' }), { backwards: true, max: 5 });
    await page().keyboard.press('Enter');
    await expectHeading(page(), /measurable results/);
    expect(pathOf(page())).toBe('/case-studies');
    await expectFocus(page().getByRole('heading', { level: 1 }));
    await checkA11y(page());

    await tabTo(page(), page().getByRole('searchbox', { name: 'Search case studies' }), { max: 40 });
    await expectVisibleFocus(page(), 'the search box');
    const chips = page().getByRole('group', { name: 'Filter by category' });
    const allChip = chips.getByRole('button', { name: 'All', exact: true });
    await tabTo(page(), allChip, { max: 3 });
    await expectVisibleFocus(page(), 'the All chip');
    await page().keyboard.press('Tab');
    expect(await chips.evaluate((group) => group.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page(), 'a category chip');
    await page().keyboard.press('Space');
    expect(await allChip.getAttribute('aria-pressed')).toBe('false');

    const cardLink = page().locator('main article a[href^="/case-studies/"]').first();
    await tabTo(page(), cardLink, { max: 40 });
    await expectVisibleFocus(page(), 'a case study card link');
    await page().keyboard.press('Enter');
    await page().waitForURL(/\/case-studies\/[^/]+$/);
    await expectFocus(page().getByRole('heading', { level: 1 }));
    await checkA11y(page());

    await tabTo(page(), page().getByRole('contentinfo').getByRole('link').first(), { max: 80 });
    await expectVisibleFocus(page(), 'a footer link');
  });

  it('shows focus on the contact form fields and the FAQ questions', async () => {
    await visit(page(), '/contact', 'Let’s talk about your data');
    await tabTo(page(), page().getByLabel(/Full name/), { max: 40 });
    await expectVisibleFocus(page(), 'a text field');
    await page().keyboard.press('Tab');
    await expectVisibleFocus(page(), 'the email field');
    await tabTo(page(), page().getByRole('button', { name: 'How does an engagement with Mwangaza work?' }), {
      max: 40,
    });
    await expectVisibleFocus(page(), 'an FAQ question');
  });
});
