import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Markdown } from './markdown';
import { renderMarkdown } from './render-markdown';

jest.mock('./render-markdown', () => {
  const actual = jest.requireActual<typeof import('./render-markdown')>('./render-markdown');
  return { ...actual, renderMarkdown: jest.fn(actual.renderMarkdown) };
});
const rendered = jest.mocked(renderMarkdown);

const TEXT =
  '## Why it matters\n\nMobile money moves **fast**. See [the report](https://example.org/report).';

/** The HTML a prerendered page holds: what the component draws (the same on the server and in a browser). */
function serverHtml(text: string): string {
  const { container, unmount } = render(<Markdown text={text} headingLevel={2} />);
  const html = container.innerHTML;
  unmount();
  return html;
}

afterEach(() => rendered.mockClear());

it('renders Markdown when drawn in the browser', () => {
  const { container } = render(<Markdown text={TEXT} headingLevel={2} />);
  expect(container.querySelector('h2')).toHaveTextContent('Why it matters');
  expect(container.querySelector('strong')).toHaveTextContent('fast');
  expect(container.querySelector('a')).toHaveAttribute('href', 'https://example.org/report');
});

it('adopts the server HTML while hydrating, without rendering the Markdown again, then renders new text', () => {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(TEXT);
  document.body.appendChild(container);
  const heading = container.querySelector('h2');
  rendered.mockClear();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

  let root!: ReturnType<typeof hydrateRoot>;
  act(() => {
    root = hydrateRoot(container, <Markdown text={TEXT} headingLevel={2} />);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(rendered).not.toHaveBeenCalled();
  // The very elements the server sent, still in place and whole.
  expect(container.querySelector('h2')).toBe(heading);
  expect(container.querySelector('a')).toHaveAttribute('href', 'https://example.org/report');

  act(() => root.render(<Markdown text="A **new** text." headingLevel={2} />));
  expect(rendered).toHaveBeenCalledTimes(1);
  expect(container.querySelector('strong')).toHaveTextContent('new');
  expect(container.querySelector('h2')).toBeNull();
  act(() => root.unmount());
  container.remove();
});
