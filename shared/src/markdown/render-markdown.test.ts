import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders plain paragraphs separated by blank lines as paragraphs, as before', () => {
    expect(renderMarkdown('First paragraph.\n\nSecond one,\nsame paragraph.')).toBe(
      '<p>First paragraph.</p>\n<p>Second one,\nsame paragraph.</p>',
    );
  });

  it('splits on any blank line, CRLF and whitespace-only lines included', () => {
    const html = renderMarkdown('One\nstill one\n\nTwo\r\n\r\nThree\n   \nFour\n\n');
    expect([...html.matchAll(/<p>([^<]*)<\/p>/g)].map((match) => match[1]!.replace(/\r?\n/g, ' '))).toEqual([
      'One still one',
      'Two',
      'Three',
      'Four',
    ]);
  });

  it('renders what the toolbar writes: bold, italic, links, lists and headings', () => {
    const html = renderMarkdown(
      '### Results\n\n**bold** and *italic* and [docs](/services)\n\n- one\n- two\n\n1. first',
    );
    expect(html).toContain('<h3>Results</h3>');
    expect(html).toContain('<strong>bold</strong> and <em>italic</em> and <a href="/services">docs</a>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>\n</ol>');
  });

  it('keeps headings below the page outline', () => {
    expect(renderMarkdown('# Top\n\n## Next\n\n#### Deeper')).toBe(
      '<h3>Top</h3>\n<h3>Next</h3>\n<h4>Deeper</h4>',
    );
    expect(renderMarkdown('# Top', { headingLevel: 2 })).toBe('<h2>Top</h2>');
  });

  it('escapes raw HTML: no script, no event handlers, no iframes', () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil.example"></iframe>\n\n<a href="javascript:alert(3)">x</a>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe|<a /i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('drops javascript:, vbscript: and data: link targets however they are written', () => {
    for (const markdown of [
      '[click](javascript:alert(1))',
      '[click](JaVaScRiPt:alert(1))',
      '[click](&#106;avascript:alert(1))',
      '[click](vbscript:msgbox(1))',
      '[click](data:text/html;base64,PHNjcmlwdD4=)',
      '<javascript:alert(1)>',
      '[click][ref]\n\n[ref]: javascript:alert(1)',
    ]) {
      const hrefs = [...renderMarkdown(markdown).matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
      expect(hrefs).toEqual(['']);
    }
  });

  it('renders no images (they go through the image fields)', () => {
    expect(renderMarkdown('![pixel](https://tracker.example/p.gif)')).not.toContain('<img');
  });

  it('gives links that leave the site rel="noopener noreferrer", and leaves the site\'s own alone', () => {
    const html = renderMarkdown(
      '[a](https://example.com/x) [b](/contact) [c](https://www.mwangaza.co.ke/about) <https://other.example>',
      {
        origin: 'https://www.mwangaza.co.ke',
      },
    );
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer">a</a>');
    expect(html).toContain('<a href="/contact">b</a>');
    expect(html).toContain('<a href="https://www.mwangaza.co.ke/about">c</a>');
    expect(html).toContain('<a href="https://other.example" rel="noopener noreferrer">');
  });
});
