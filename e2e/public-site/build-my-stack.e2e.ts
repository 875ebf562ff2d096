import { checkA11y, expectHeading, pathOf, pagePerTest, visit } from './visitor';

jest.setTimeout(60_000);

const page = pagePerTest();

const tool = () => page().locator('#build-my-stack');
const goal = (name: string) => tool().getByRole('button', { name, exact: true });
const submit = () => tool().getByRole('button', { name: 'Get My Recommendations' });
const slider = () => tool().getByRole('slider', { name: /how mature is your data practice/i });
const hint = () => tool().getByText('Please select at least one goal');
const recommended = () =>
  tool()
    .getByRole('list')
    .filter({ has: page().locator('a[href^="/services/"]') });

/** Each recommended service as [name, href]; the name is the link's text without its decorative number. */
function recommendedServices(): Promise<[string, string | null][]> {
  return recommended()
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link): [string, string | null] => [
        [...link.childNodes]
          .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
          .map((node) => node.textContent ?? '')
          .join('')
          .trim(),
        link.getAttribute('href'),
      ]),
    );
}

describe('Build My Stack on the services page', () => {
  it('needs a goal, recommends the services of the rules, starts over and leads to /book', async () => {
    await visit(page(), '/services', /information into decisions/);
    await submit().waitFor();

    // Nothing chosen yet: the button is disabled and says why; the slider starts at Intermediate.
    expect(await submit().isDisabled()).toBe(true);
    await hint().waitFor();
    expect(await slider().inputValue()).toBe('2');
    expect(await slider().getAttribute('aria-valuetext')).toBe('Intermediate');
    await checkA11y(page(), '/services (Build My Stack)');

    await goal('Automate reporting').click();
    expect(await goal('Automate reporting').getAttribute('aria-pressed')).toBe('true');
    expect(await submit().isEnabled()).toBe(true);
    expect(await hint().count()).toBe(0);

    await goal('Integrate multiple data sources').click();
    await slider().fill('1');
    expect(await slider().getAttribute('aria-valuetext')).toBe('Just starting');
    await submit().click();

    await tool().getByRole('heading', { name: 'Your Recommended Stack' }).waitFor();
    expect(await recommendedServices()).toEqual([
      ['Data Pipelines', '/services/data-pipelines'],
      ['Automated Data Entry', '/services/automated-data-entry'],
      ['Data Lakes', '/services/data-lakes'],
      ['Training', '/services/training'],
    ]);
    await tool().getByText('Building foundations for data-driven decisions').waitFor();
    await checkA11y(page(), '/services (Build My Stack results)');

    await tool().getByRole('button', { name: 'Start Over' }).click();
    await submit().waitFor();
    expect(await submit().isDisabled()).toBe(true);
    expect(await goal('Automate reporting').getAttribute('aria-pressed')).toBe('false');
    expect(await slider().inputValue()).toBe('2');

    // Intermediate adds nothing; Advanced would add Big Data Analytics.
    await goal('Predictive analytics').click();
    await goal('Visualize existing data').click();
    await submit().click();
    await tool().getByText('Ready to scale your data capabilities').waitFor();
    expect(await recommendedServices()).toEqual([
      ['Data Visualization', '/services/data-visualization'],
      ['Big Data Analytics', '/services/big-data-analytics'],
    ]);

    // A consultation is booked as a discovery call (the answers go with the booking's details).
    await tool().getByRole('link', { name: 'Schedule a Consultation' }).click();
    await expectHeading(page(), 'Book a free discovery call');
    expect(pathOf(page())).toBe('/book');
  });
});
