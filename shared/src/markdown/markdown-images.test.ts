import { findMarkdownImages, markdownImageProblem, markdownMediaIds } from './markdown-images';
import { renderMarkdown } from './render-markdown';
import { mediaImageFixture } from '../../test/media-image';

const URL_800 = '/api/media/abc1234/800w-0123456789abcdef.jpg';
const chart = mediaImageFixture(
  URL_800,
  [
    ['avif', 400],
    ['avif', 800],
    ['webp', 400],
    ['webp', 800],
    ['jpeg', 800],
  ],
  { width: 800, height: 450 },
);

describe('images in Markdown', () => {
  it('finds each image as a page would render it: reference images count, code spans do not', () => {
    const text = `One ![Chart of "churn" & more](${URL_800} "title")\n\n\`![code](/x.png)\`\n\n![ref][r]\n\n[r]: /api/media/xyz7890/a.png`;
    expect(findMarkdownImages(text)).toEqual([
      { src: URL_800, alt: 'Chart of "churn" & more' },
      { src: '/api/media/xyz7890/a.png', alt: 'ref' },
    ]);
    expect(markdownMediaIds(`${text}\n\n![again](${URL_800})`)).toEqual(['abc1234', 'xyz7890']);
  });

  it('refuses an image from anywhere but the library, and one without alt text, naming it', () => {
    expect(markdownImageProblem(`![Chart](${URL_800})`)).toBeUndefined();
    expect(markdownImageProblem('![pixel](https://tracker.example/p.gif)')).toBe(
      'The image “https://tracker.example/p.gif” is not from the media library: upload it there and insert it with the Image button',
    );
    expect(markdownImageProblem(`Text\n\n![  ](${URL_800})`)).toBe(
      `Image “${URL_800}” needs alt text: describe what it shows between the brackets, ![like this](${URL_800})`,
    );
    expect(markdownImageProblem('![x](javascript:alert(1))')).toMatch(/with an unsafe address/);
  });

  it('renders a library image as a responsive picture: AVIF and WebP widths, its size, lazy, its alt text', () => {
    const html = renderMarkdown(`Before\n\n![Chart of <churn>](${URL_800})`, { images: { media: [chart] } });
    expect(html).toContain(
      '<picture><source type="image/avif" srcset="/api/media/abc1234/400w-aaaaaaaaaaaaaaaa.avif 400w, /api/media/abc1234/800w-bbbbbbbbbbbbbbbb.avif 800w" sizes="(min-width: 800px) 716px, calc(100vw - 2rem)">',
    );
    expect(html).toContain(
      '<source type="image/webp" srcset="/api/media/abc1234/400w-cccccccccccccccc.webp 400w',
    );
    expect(html).toContain(
      `<img src="${URL_800}" alt="Chart of &lt;churn&gt;" width="800" height="450" loading="lazy" decoding="async"></picture>`,
    );
  });

  it('makes every image URL absolute for feeds', () => {
    const html = renderMarkdown(`![Chart](${URL_800})`, {
      images: { media: [chart], imageOrigin: 'https://www.example.org' },
    });
    expect(html).toContain(`src="https://www.example.org${URL_800}"`);
    expect(html).toContain(
      'srcset="https://www.example.org/api/media/abc1234/400w-aaaaaaaaaaaaaaaa.avif 400w',
    );
    expect(html).not.toMatch(/(src|srcset)="\//);
  });

  it('never shows an image from elsewhere, and shows none at all in texts that take no images', () => {
    const outside = renderMarkdown('![pixel](https://tracker.example/p.gif)', { images: { media: [] } });
    expect(outside).toBe('<p>pixel</p>');
    expect(renderMarkdown(`![Chart](${URL_800})`)).not.toContain('<img');
    // A library image whose details are not known (a preview before saving): a plain lazy image.
    expect(renderMarkdown(`![Chart](${URL_800})`, { images: { media: [] } })).toBe(
      `<p><img src="${URL_800}" alt="Chart" loading="lazy" decoding="async"></p>`,
    );
  });
});
