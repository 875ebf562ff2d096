/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node"]}
 */
import { renderToString } from 'react-dom/server';
import { Markdown } from './markdown';

// On the server (no DOM) the text is always rendered: that is the HTML the browser later adopts.
it('renders the Markdown into the prerendered HTML', () => {
  const html = renderToString(<Markdown text={'## Why\n\nMobile money moves **fast**.'} headingLevel={2} />);
  expect(html).toContain('<h2>Why</h2>');
  expect(html).toContain('<strong>fast</strong>');
});
