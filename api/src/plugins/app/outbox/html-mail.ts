import { site } from '@mwangaza/shared/site';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

// A link ends at white space or at punctuation that closes a sentence around it.
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]/g;

/** One line: escaped (visitors write some of it), with its links made clickable. */
function lineHtml(line: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0];
    html +=
      escapeHtml(line.slice(last, match.index)) +
      `<a href="${escapeHtml(url)}" style="color:#7a5c00">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/**
 * One paragraph of the plain text, its lines kept. An indented line (a list under a heading) becomes an
 * indented block, so a long one wraps under itself rather than under the heading.
 */
function paragraph(block: string): string {
  let html = '';
  let previousWasBlock = true;
  for (const line of block.split('\n')) {
    const indented = /^\s+\S/.test(line);
    if (indented) {
      html += `<span style="display:block;padding-left:16px">${lineHtml(line.trim())}</span>`;
    } else {
      html += (previousWasBlock ? '' : '<br>') + lineHtml(line);
    }
    previousWasBlock = indented;
  }
  return `<p style="margin:0 0 16px">${html}</p>`;
}

// The site's colours (shared/src/styles/tokens.css) on a light page: navy letterhead, gold name, and links
// in a darker gold that keeps 4.5:1 contrast on white.

/**
 * The HTML part sent beside every plain-text e-mail: the same words, in the consultancy's letterhead, with
 * clickable links. Written from the text, so the two parts never say different things; inline styles and
 * one narrow column, as e-mail clients render them.
 */
export function htmlFromText(text: string, subject: string): string {
  const body = text
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map(paragraph)
    .join('\n');
  const office = `${site.office.street}, ${site.office.area}, ${site.office.city}, ${site.office.country}`;
  return `<!doctype html>
<html lang="en">
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
