import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@mwangaza/shared/test-utils';
import PublicSiteRoutes from './routes';

/** The head's blocks that describe the page shown (the site-wide Organization is not among them). */
const pageBlocks = () =>
  [...document.head.querySelectorAll('script[data-page-structured-data]')].map(
    (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
  );
const types = () => pageBlocks().map((block) => block['@type']);

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

test('the JSON-LD in the head follows client-side navigation: a Service, then an Article about the client', async () => {
  // What the server wrote for the page the visitor arrived on (the same builders, so the same blocks).
  document.head.insertAdjacentHTML(
    'beforeend',
    '<script type="application/ld+json" data-page-structured-data>{"@type":"Stale"}</script>',
  );
  const { user } = renderWithProviders(<PublicSiteRoutes />, { route: '/services/data-lakes' });
  await waitFor(() => expect(types()).toEqual(['BreadcrumbList', 'Service']));
  expect(pageBlocks()[1]).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Data Lakes',
    provider: { '@type': 'Organization', name: 'Mwangaza Analytics' },
    url: `${window.location.origin}/services/data-lakes`,
  });

  const related = await screen.findByRole('region', { name: 'Related case studies' });
  await user.click(within(related).getByRole('link', { name: 'Fleet Data Lake' }));
  await screen.findByRole('heading', { level: 1, name: 'Fleet Data Lake' });
  await waitFor(() => expect(types()).toEqual(['BreadcrumbList', 'Article']));
  const caseStudy = pageBlocks()[1]!;
  expect(caseStudy).toMatchObject({ headline: 'Fleet Data Lake', about: { '@type': 'Organization' } });
  expect((caseStudy.about as { name: string }).name).toEqual(expect.any(String));

  // A page with no item of its own leaves no description of the last one behind.
  await user.click(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact' }),
  );
  await screen.findByRole('heading', { level: 1, name: 'Let’s talk about your data' });
  expect(pageBlocks()).toEqual([]);
});
