import { expectVisibleFocus } from '@mwangaza/browser-testing/focus';
import { expectFocus, tabTo } from '@mwangaza/browser-testing/keyboard';
import { checkA11y, pagePerTest, visit } from '../public-site/visitor';

// Keyboard only from here on: no clicks, no fill().
jest.setTimeout(90_000);

const page = pagePerTest();

const ENGAGEMENT = 'How does an engagement with Mwangaza work?';
const PRICING = 'How much does a project cost, and how long does it take?';

const faq = () => page().getByRole('region', { name: 'Frequently asked questions' });
const question = (name: string) => faq().getByRole('button', { name });
const answer = (name: string) => faq().getByRole('region', { name });
const expanded = async (name: string) => (await question(name).getAttribute('aria-expanded')) === 'true';

describe('the FAQ with the keyboard only', () => {
  it('opens and closes answers with Enter and Space, one at a time', async () => {
    await visit(page(), '/contact', 'Let’s talk about your data');
    await question(ENGAGEMENT).waitFor();
    expect(await expanded(ENGAGEMENT)).toBe(false);
    expect(await answer(ENGAGEMENT).count()).toBe(0); // hidden answers are not in the accessibility tree

    await tabTo(page(), question(ENGAGEMENT), { max: 80 });
    await expectVisibleFocus(page(), 'an FAQ question');
    await page().keyboard.press('Enter');
    expect(await expanded(ENGAGEMENT)).toBe(true);
    await answer(ENGAGEMENT)
      .getByText(/free 45-minute discovery call/)
      .waitFor();
    await checkA11y(page(), '/contact (FAQ answer open)');

    // The answer holds no controls: the next Tab goes to the next question.
    await page().keyboard.press('Tab');
    await expectFocus(question(PRICING));
    await page().keyboard.press('Space');
    expect(await expanded(PRICING)).toBe(true);
    await answer(PRICING)
      .getByText(/fixed price per phase/)
      .waitFor();
    expect(await expanded(ENGAGEMENT)).toBe(false);
    await answer(ENGAGEMENT).waitFor({ state: 'hidden' });

    await page().keyboard.press('Enter');
    expect(await expanded(PRICING)).toBe(false);
    await answer(PRICING).waitFor({ state: 'hidden' });

    await page().keyboard.press('Shift+Tab');
    await expectFocus(question(ENGAGEMENT));
    await page().keyboard.press('Space');
    expect(await expanded(ENGAGEMENT)).toBe(true);
    await page().keyboard.press('Space');
    expect(await expanded(ENGAGEMENT)).toBe(false);
  });
});
