/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node"]}
 */
import { db } from '@mwangaza/shared/mocks/db';
import { renderPage } from './render-page';

// The prerenderer in Node (no DOM), against the mock API that the project's setup starts.

test('prerendered Markdown keeps its formatting and loses scripts and javascript: links', async () => {
  const hospital = db.caseStudies.find((c) => c.id === 'cs-hospital')!;
  hospital.solution =
    'A *nightly* forecast.\n\n<script>alert(1)</script><img src=x onerror=alert(2)>\n\n[Open](javascript:alert(3))';
  const { html } = await renderPage('/case-studies/cs-hospital');
  expect(html).toContain('<em>nightly</em>');
  expect(html).not.toMatch(/<script>alert|<img src=x|href="javascript:/i);
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
});

test('plain paragraphs are prerendered as paragraphs, as before', async () => {
  const { html } = await renderPage('/about/culture/curiosity');
  const item = db.cultureItems.find((c) => c.id === 'curiosity')!;
  const first = item.fullDescription.split('\n\n')[0]!;
  expect(html).toContain(`<p>${first.replace(/'/g, '&#x27;')}</p>`);
});
