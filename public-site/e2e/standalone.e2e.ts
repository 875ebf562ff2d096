import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { setUpStandalone } from '@mwangaza/browser-testing/standalone';

// The public site alone, on its MSW mocks: what its team runs without the shell, the console or the API.
const standalone = setUpStandalone('public-site');

it('shows the services the mocks serve and opens one', async () => {
  const { page } = standalone;
  await page.goto(`${standalone.url}/services`);
  const link = page.getByRole('link', { name: /Big Data Analytics/ }).first();
  await link.waitFor();
  await expectNoSeriousA11yViolations(page);
  await link.click();
  await page.getByRole('heading', { level: 1, name: 'Big Data Analytics' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/services/big-data-analytics');
});

it('answers every API call from the mocks in the browser, never the network', async () => {
  const { page } = standalone;
  const fromServiceWorker: boolean[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      fromServiceWorker.push(response.fromServiceWorker());
  });
  await page.goto(`${standalone.url}/case-studies/cs-hospital`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expectNoSeriousA11yViolations(page);
  expect(fromServiceWorker.length).toBeGreaterThan(0);
  expect(fromServiceWorker.every(Boolean)).toBe(true);
});
