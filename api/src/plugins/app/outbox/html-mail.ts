import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@mwangaza/shared/schemas';
import { site } from '@mwangaza/shared/site';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Long addresses wrap anywhere rather than widen a phone's screen.
const LINK_STYLE = 'color:#7a5c00;overflow-wrap:anywhere';
const QUOTE_STYLE =
  'margin:4px 0 8px;padding:4px 12px;border-left:3px solid #c9ced6;color:#1f2933;overflow-wrap:anywhere';
/** A quoted line: written by someone else (untrusted-text.ts `quoted`). */
const QUOTE_LINE = /^>(?: |$)/;

/** One line of our own text, escaped, with the message's own links (and nothing else) made clickable. */
function lineHtml(line: string, links: RegExp | undefined): string {
  if (!links) return escapeHtml(line);
  let html = '';
  let last = 0;
  for (const match of line.matchAll(links)) {
    const url = match[0];
    html +=
      escapeHtml(line.slice(last, match.index)) +
      `<a href="${escapeHtml(url)}" style="${LINK_STYLE}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * A line of someone else's words, escaped and never a link: an invisible word joiner after each ":", "."
 * and "@" keeps mail clients from finding addresses in it and linking them themselves.
 */
function quotedLineHtml(line: string): string {
  return escapeHtml(line.replace(QUOTE_LINE, '')).replace(/[:.@]/g, '$&&#8288;');
}

/**
 * One paragraph of the plain text, its lines kept. An indented line (a list under a heading) becomes an
 * indented block, so a long one wraps under itself rather than under the heading; quoted lines become a
 * quotation.
 */
function paragraph(block: string, links: RegExp | undefined): string {
  let html = '';
  let quote: string[] = [];
  let previousWasBlock = true;
  const endQuote = () => {
    if (quote.length) html += `<blockquote style="${QUOTE_STYLE}">${quote.join('<br>')}</blockquote>`;
    quote = [];
  };
  for (const line of block.split('\n')) {
    if (QUOTE_LINE.test(line)) {
      quote.push(quotedLineHtml(line));
      previousWasBlock = true;
      continue;
    }
    endQuote();
    const indented = /^\s+\S/.test(line);
    if (indented) {
      html += `<span style="display:block;padding-left:16px">${lineHtml(line.trim(), links)}</span>`;
    } else {
      html += (previousWasBlock ? '' : '<br>') + lineHtml(line, links);
    }
    previousWasBlock = indented;
  }
  endQuote();
  // A quotation is a block of its own, so the paragraph is a <div> around it.
  return html.includes('<blockquote')
    ? `<div style="margin:0 0 16px">${html}</div>`
    : `<p style="margin:0 0 16px">${html}</p>`;
}

// The site's colours (shared/src/styles/tokens.css) on a light page: navy letterhead, gold name, and links
// in a darker gold that keeps 4.5:1 contrast on white.

/**
 * The HTML part sent beside every plain-text e-mail: the same words, in the consultancy's letterhead.
 * Written from the text, so the two parts never say different things; inline styles and one narrow column,
 * as e-mail clients render them. Only `links`, the addresses the message itself put in (the console, the
 * site), become links: a URL anywhere else in the text, such as one a visitor typed, stays text.
 */
export function htmlFromText(
  text: string,
  subject: string,
  links: readonly string[] = [],
  contact: SiteSettings['contact'] = DEFAULT_SITE_SETTINGS.contact,
  /** The language the text is written in (`<html lang>`). */
  lang = 'en',
): string {
  const ownLinks = links.length
    ? new RegExp(
        [...links]
          .sort((a, b) => b.length - a.length)
          .map(escapeRegExp)
          .join('|'),
        'g',
      )
    : undefined;
  const body = text
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((block) => paragraph(block, ownLinks))
    .join('\n');
  const office = `${contact.street}, ${contact.area}, ${contact.city}, ${contact.country}`;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">
<p style="margin:0;padding:16px 24px;background:#0a0e1a;border-radius:8px 8px 0 0;font-size:20px;font-weight:700;color:#f0c040">${escapeHtml(site.name)}</p>
<div style="background:#ffffff;border-radius:0 0 8px 8px;padding:24px">
${body}
</div>
<p style="margin:24px 0 0;font-size:13px;color:#52606d">${escapeHtml(site.name)} · ${escapeHtml(office)} · <a href="${escapeHtml(site.url)}" style="color:#52606d">${escapeHtml(site.url.replace(/^https:\/\//, ''))}</a></p>
</div>
</body>
</html>`;
}
