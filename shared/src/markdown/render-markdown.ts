import { micromark } from 'micromark';
import { IMAGE_TAG, renderInlineImage, type InlineImageOptions } from './markdown-images';

export interface MarkdownOptions {
  /** The highest heading level a text may use (`#` and `##` become it), below the page's own (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The site's own origin: links elsewhere get rel="noopener noreferrer". */
  origin?: string;
  /**
   * Texts that may show images (an insight's body): the media library's images and their details. Left out,
   * `![..](..)` stays text.
   */
  images?: InlineImageOptions;
}

/**
 * Markdown to HTML with micromark, the CommonMark parser of the unified collective (remark's), in its safe
 * defaults: raw HTML in the text is escaped, never passed through, and link targets other than http(s),
 * mailto, irc and xmpp (javascript:, data:, vbscript:...) are dropped. It needs no DOM, so the browser and
 * the Node prerenderer produce the same HTML (hydration matches), and costs about 16 KB gzipped where
 * react-markdown costs 37 KB and marked + DOMPurify need a DOM on the server.
 *
 * Images are off (`![..](..)` stays text) unless the text may show them (`images`): then only the media
 * library's are shown, as responsive pictures (markdown-images.ts). The output's tags are micromark's own
 * (text and attribute values are always escaped), so the rewrites below can match them exactly: images,
 * headings kept below the page's own, and rel on links that leave the site.
 */
export function renderMarkdown(text: string, options: MarkdownOptions = {}): string {
  const headingLevel = options.headingLevel ?? 3;
  const { images } = options;
  const html = images
    ? micromark(text).replace(IMAGE_TAG, (_tag, src: string, alt: string) =>
        renderInlineImage(src, alt, images),
      )
    : micromark(text, { extensions: [{ disable: { null: ['labelStartImage'] } }] });
  return html
    .replace(
      /<(\/?)h([1-6])>/g,
      (_tag, close: string, level: string) => `<${close}h${Math.max(Number(level), headingLevel)}>`,
    )
    .replace(/<a href="([^"]*)"/g, (tag, href: string) =>
      isExternal(href, options.origin) ? `${tag} rel="noopener noreferrer"` : tag,
    );
}

function isExternal(href: string, origin: string | undefined): boolean {
  const decoded = href.replace(/&amp;/g, '&');
  if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(decoded)) return false; // relative: this site
  if (!origin) return true;
  try {
    return new URL(decoded, origin).origin !== new URL(origin).origin;
  } catch {
    return true;
  }
}
