/**
 * The shell's side of prerendering: for a public page, ask the public site's server for the page's HTML
 * (see renderer.ts) and put it into the shell's index.html with the styles it needs and the API cache the
 * browser's store starts with. The browser paints the page before any script runs; the shell's scripts
 * then render the same page over it. Anything missing or slow means the plain page, rendered in the browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isAdminPath } from '../seo/page-meta';
import { PRERENDER_ROUTE, absolutizeUrls, withoutSourceMap, type PrerenderedFragment } from './renderer';

export interface PrerenderOptions {
  /** The public site's remoteEntry.js URL (its stylesheets and prerenderer are beside it). */
  publicSiteEntry: string;
  /** How long a page waits for the public site's server before it is sent without prerendered HTML. */
  timeoutMs?: number;
  /** Told how long each prerendering took and whether it worked (the metrics). */
  observer?: PrerenderObserver;
}

export interface PrerenderObserver {
  prerendered(seconds: number, outcome: 'rendered' | 'failed'): void;
}

export interface Prerenderer {
  /** `template` with the page at `url` prerendered into it; `template` itself when that is not possible. */
  compose(template: string, url: string): Promise<string>;
}

const DEFAULT_TIMEOUT_MS = 2_500;
/** The element holding the API answers a prerendered page was made from (read by shell/src/bootstrap.tsx). */
export const PRERENDERED_STATE_ID = 'mwangaza-prerendered';

/** The admin console is never prerendered (it is private and needs a session). */
export function isPrerenderable(url: string): boolean {
  return !isAdminPath(url.split('?')[0] ?? '/');
}

export function createPrerenderer(shellRoot: string, options: PrerenderOptions): Prerenderer {
  const base = new URL('.', options.publicSiteEntry);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const shellCss = readShellCss(shellRoot);
  // Stylesheet files are content-hashed, so a path's text never changes: fetched once per release.
  const remoteCss = new Map<string, Promise<string>>();

  const stylesheet = (file: string): Promise<string> => {
    let text = remoteCss.get(file);
    if (!text) {
      const url = new URL(file.replace(/^\//, ''), base);
      text = fetchText(url, timeoutMs).then((css) => absolutizeUrls(withoutSourceMap(css), url));
      text.catch(() => remoteCss.delete(file));
      remoteCss.set(file, text);
    }
    return text;
  };

  return {
    async compose(template, url) {
      if (!isPrerenderable(url)) return template;
      const started = performance.now();
      const took = () => (performance.now() - started) / 1000;
      try {
        const target = new URL(PRERENDER_ROUTE.replace(/^\//, ''), base);
        target.searchParams.set('path', url);
        const fragment = JSON.parse(await fetchText(target, timeoutMs)) as PrerenderedFragment;
        const remoteStyles = await Promise.all(
          fragment.css.map(async (file) => ({ href: cssHref(file), css: await stylesheet(file) })),
        );
        const page = injectFragment(template, fragment, uniqueByHref([...shellCss, ...remoteStyles]));
        options.observer?.prerendered(took(), 'rendered');
        return page;
      } catch {
        options.observer?.prerendered(took(), 'failed');
        return template;
      }
    },
  };
}

/**
 * One stylesheet of the page, inlined. `href` is the file's name as the app's webpack runtime asks for it: the
 * runtime finds `<style data-href>` already in the page and does not download and apply that file again (which
 * cost a second style recalculation and layout of the whole page after hydration).
 */
export interface PageStyle {
  href: string;
  css: string;
}

function readShellCss(shellRoot: string): PageStyle[] {
  const files = fs
    .readdirSync(shellRoot)
    .filter((file) => file.endsWith('.css'))
    .sort();
  // The shell's files are served from its root: their url()s become root-relative, right on every page.
  return files.map((file) => ({
    href: cssHref(file),
    css: absolutizeUrls(
      withoutSourceMap(fs.readFileSync(path.join(shellRoot, file), 'utf8')),
      new URL(file, 'http://shell.invalid/'),
      true,
    ),
  }));
}

/** A stylesheet's path relative to its app's root, as webpack's CSS loading runtime names it. */
function cssHref(file: string): string {
  return file.replace(/^\/+/, '').replace(/[^\w./-]/g, '');
}

function uniqueByHref(styles: PageStyle[]): PageStyle[] {
  const seen = new Set<string>();
  return styles.filter((style) => !seen.has(style.href) && seen.add(style.href));
}

async function fetchText(url: URL, timeoutMs: number): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return response.text();
}

/** JSON inside <script>: '<' escaped so no value can close the element; U+2028/9 escaped for old parsers. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * React writes the preloads a page asks for (its LCP image: public-site/src/lib/responsive-image.tsx) ahead
 * of the page's HTML. They belong early in the head, where the browser finds them before anything else.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/** `head` placed before the template's <title> (after its charset and viewport), else at the end of <head>. */
function early(template: string, head: string): string {
  if (!head) return template;
  return /<title[\s>]/i.test(template)
    ? template.replace(/<title[\s>]/i, (title) => `${head}${title}`)
    : template.replace('</head>', () => `${head}</head>`);
}

export function injectFragment(template: string, fragment: PrerenderedFragment, styles: PageStyle[]): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) return template;
  const preloads = LEADING_PRELOADS.exec(fragment.html)?.[0] ?? '';
  const body =
    `<div id="root">${fragment.html.slice(preloads.length)}</div>` +
    // Data, not code: the page's Content-Security-Policy runs no inline script but the runtime config.
    `<script type="application/json" id="${PRERENDERED_STATE_ID}">${scriptJson({ state: fragment.state })}</script>`;
  // Without scripts the page still reads; only its forms and search need them. The phone number is the one
  // staff saved in the site settings, so it is pointed to in the prerendered footer rather than repeated here.
  const noscript =
    '<noscript><p style="margin:0;padding:0.75rem 1rem;background:#121829;color:#f5f3ee">' +
    'The forms and search on this site need JavaScript; our phone number and e-mail address are at the foot of every page.</p></noscript>';
  return early(template, preloads)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, () => noscript)
    .replace(
      '</head>',
      () =>
        styles
          .map(
            ({ href, css }) =>
              `<style data-prerendered data-href="${href}">${css.replace(/<\/style/gi, '<\\/style')}</style>`,
          )
          .join('') + '</head>',
    )
    .replace(root, () => body);
}
