import { expectVisibleFocus } from '@mwangaza/browser-testing/focus';
import { expectFocus, tabTo } from '@mwangaza/browser-testing/keyboard';
import { checkA11y, expectHeading, pathOf, pagePerTest, visit } from '../public-site/visitor';

// Keyboard only from here on: no clicks, no fill().
jest.setTimeout(90_000);

const page = pagePerTest();

const tool = () => page().locator('#build-my-stack');
const goal = (name: string) => tool().getByRole('button', { name, exact: true });
const slider = () => tool().getByRole('slider', { name: /how mature is your data practice/i });
const submit = () => tool().getByRole('button', { name: 'Get My Recommendations' });
const resultsHeading = () => tool().getByRole('heading', { name: 'Your Recommended Stack' });

describe('Build My Stack with the keyboard only', () => {
  it('answers the questions, reads the recommendations, starts over and reaches the contact form', async () => {
    await visit(page(), '/services', /information into decisions/);
    await submit().waitFor();

    // The services list comes first: many stops, all of them reachable in order.
    await tabTo(page(), goal('Automate reporting'), { max: 150 });
    await expectVisibleFocus(page(), 'a goal button');
    await page().keyboard.press('Space');
    expect(await goal('Automate reporting').getAttribute('aria-pressed')).toBe('true');

    await tabTo(page(), goal('Integrate multiple data sources'), { max: 6 });
    await page().keyboard.press('Enter');
    expect(await goal('Integrate multiple data sources').getAttribute('aria-pressed')).toBe('true');

    await tabTo(page(), slider(), { max: 6 });
    await expectVisibleFocus(page(), 'the maturity slider');
    expect(await slider().getAttribute('aria-valuetext')).toBe('Intermediate');
    await page().keyboard.press('ArrowLeft');
    expect(await slider().inputValue()).toBe('1');
    expect(await slider().getAttribute('aria-valuetext')).toBe('Just starting');
    await checkA11y(page(), '/services (Build My Stack, answered)');

    await tabTo(page(), submit(), { max: 3 });
    await expectVisibleFocus(page(), 'Get My Recommendations');
    await page().keyboard.press('Enter');

    // The questionnaire is replaced: focus follows to the results.
    await expectFocus(resultsHeading());
    await tool().getByText('Building foundations for data-driven decisions').waitFor();
    const firstService = tool().getByRole('link', { name: /Data Pipelines/ });
    await tabTo(page(), firstService, { max: 3 });
    await expectVisibleFocus(page(), 'a recommended service');
    await checkA11y(page(), '/services (Build My Stack results)');

    await tabTo(page(), tool().getByRole('button', { name: 'Start Over' }), { max: 20 });
    await page().keyboard.press('Enter');
    // Back at the first question, with nothing chosen.
    await expectFocus(goal('Visualize existing data'));
    expect(await goal('Automate reporting').getAttribute('aria-pressed')).toBe('false');
    await page().keyboard.press('Space');
    expect(await goal('Visualize existing data').getAttribute('aria-pressed')).toBe('true');
    await tabTo(page(), submit(), { max: 8 });
    await page().keyboard.press('Enter');
    await expectFocus(resultsHeading());
    await tool().getByText('Ready to scale your data capabilities').waitFor();

    await tabTo(page(), tool().getByRole('link', { name: 'Schedule a Consultation' }), { max: 20 });
    await expectVisibleFocus(page(), 'Schedule a Consultation');
    await page().keyboard.press('Enter');
    await expectHeading(page(), /.+/);
    expect(pathOf(page())).toBe('/book');
    await expectFocus(page().getByRole('heading', { level: 1 }));
    await checkA11y(page(), '/book (from Build My Stack)');
  });
});
