/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node"]}
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { lazySection } from './lazy-section';
import { CounterSection, SERVER_HTML } from './lazy-section-fixture';

// The prerenderer (Node, no DOM) waits for the section's code and writes it whole, in its own boundary.

async function prerender(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

test('the server writes the section in full, inside a Suspense boundary of its own', async () => {
  const load = jest.fn(() => Promise.resolve(CounterSection));
  const Lazy = lazySection(load);
  expect(
    await prerender(
      <MemoryRouter>
        <Lazy label="Stats" />
      </MemoryRouter>,
    ),
  ).toBe(SERVER_HTML);
  expect(load).toHaveBeenCalledTimes(1);
});
