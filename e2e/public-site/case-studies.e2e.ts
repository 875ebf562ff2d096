import { checkA11y, pagePerTest, visit } from './visitor';

jest.setTimeout(60_000);

const page = pagePerTest();

/** The page's filters and both grids (the featured projects, then the others). */
const portfolio = () => page().getByRole('main');
const search = () => portfolio().getByRole('searchbox', { name: 'Search case studies' });
const chip = (name: string) =>
  portfolio().getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
const cardTitles = () => portfolio().getByRole('article').getByRole('heading', { level: 3 });

/** Waits until the portfolio's count line reads `text` (empty when nothing is filtered). */
async function expectCount(text: string): Promise<void> {
  await portfolio()
    .getByRole('status')
    .filter({ hasText: text ? text : /^$/ })
    .waitFor();
}

describe('searching and filtering case studies', () => {
  it('combines the search with the category chips, says when nothing matches, and clears', async () => {
    await visit(page(), '/case-studies', /measurable results/);
    await chip('All').waitFor();
    expect(await chip('All').getAttribute('aria-pressed')).toBe('true');
    await cardTitles().first().waitFor();
    const total = await cardTitles().count();
    expect(total).toBe(9);
    await checkA11y(page());

    await chip('Finance').click();
    await expectCount(`Showing 2 of ${total} case studies`);
    expect(await chip('Finance').getAttribute('aria-pressed')).toBe('true');
    expect(await chip('All').getAttribute('aria-pressed')).toBe('false');
    expect(await cardTitles().allTextContents()).toEqual([
      'Alternative Credit Scoring for a Microfinance Bank',
      'Building an Analytics Academy for a Commercial Bank',
    ]);

    // Search text and category together: "credit" within Finance.
    await search().fill('credit');
    await expectCount(`Showing 1 of ${total} case studies`);
    expect(await cardTitles().allTextContents()).toEqual([
      'Alternative Credit Scoring for a Microfinance Bank',
    ]);

    // The same search in another category matches nothing.
    await chip('Healthcare').click();
    await portfolio().getByText('No case studies found matching "credit"').waitFor();
    expect(await cardTitles().count()).toBe(0);
    await checkA11y(page(), '/case-studies (no match)');

    await portfolio().getByRole('button', { name: 'Clear search' }).click();
    await expectCount('');
    expect(await search().inputValue()).toBe('');
    expect(await cardTitles().count()).toBe(total);
  });

  it('finds a case study by its client and opens it', async () => {
    await visit(page(), '/case-studies', /measurable results/);
    await search().fill('lakeside freight');
    await expectCount('Showing 1 of 9 case studies');
    await portfolio()
      .getByRole('link', { name: 'Invoice Capture Automation for a Logistics Company' })
      .click();
    await page()
      .getByRole('heading', { level: 1, name: 'Invoice Capture Automation for a Logistics Company' })
      .waitFor();
    await checkA11y(page());
  });
});
