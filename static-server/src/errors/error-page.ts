import type { FastifyReply } from 'fastify';
import { site } from '@mwangaza/shared/site';
import { contentSecurityPolicy, pageHeaders } from '../content-security-policy';
import { SECURITY_HEADERS } from '../http/security-headers';

const STYLE =
  'body{margin:0;font-family:system-ui,sans-serif;background:#121829;color:#f5f3ee}' +
  'main{max-width:36rem;margin:0 auto;padding:15vh 1.5rem}p.code{color:#d4a017;font-size:3rem;margin:0}' +
  'h1{font-size:1.75rem;margin:.5rem 0 1rem}a{color:#d4a017}';

const HTML =
  `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
  `<title>Address not valid | ${site.name}</title><style>${STYLE}</style></head><body><main>` +
  `<p class="code" aria-hidden="true">400</p><h1>This address is not valid</h1>` +
  `<p>The link may be mistyped or cut short.</p><p><a href="/">Back to home</a></p>` +
  `</main></body></html>`;

const HEADERS = {
  ...SECURITY_HEADERS,
  ...pageHeaders(contentSecurityPolicy({ origins: [], inlineStyles: [STYLE] })),
};

/**
 * What a browser shows for an address that is not one (it does not decode): a page of its own, with no
 * script and nothing from the address, since the site's router could not read the address either.
 */
export function sendBadAddressPage(reply: FastifyReply) {
  return reply
    .code(400)
    .headers(HEADERS)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(HTML);
}
