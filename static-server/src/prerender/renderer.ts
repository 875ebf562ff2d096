/**
 * The public site's side of prerendering: its static server loads the prerenderer its build made
 * (dist-ssr/render-page.js) and answers `GET /__prerender?path=/services` with the page's HTML, the API
 * cache it was made from and the stylesheets it needs. The shell's server composes that into its page.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const PRERENDER_ROUTE = '/__prerender';

export interface PrerenderedFragment {
  html: string;
  state: unknown;
  /** The public site's stylesheets, as paths on its own origin, in a stable order. */
  css: string[];
}

interface RendererModule {
  renderPage(url: string): Promise<{ html: string; state: unknown }>;
}

export interface PublicSiteRenderer {
  render(url: string): Promise<PrerenderedFragment>;
}

/** The prerenderer next to a public-site build folder (`dist` → `dist-ssr`), or null when it was not built. */
export function loadRenderer(distRoot: string, apiUrl: string): PublicSiteRenderer | null {
  const file = path.join(path.dirname(distRoot), 'dist-ssr', 'render-page.js');
  if (!fs.existsSync(file)) return null;
  // The prerenderer's API calls read the same deploy-time setting as the browser's (shared runtime config).
  (globalThis as { __MWANGAZA_CONFIG__?: unknown }).__MWANGAZA_CONFIG__ = {
    apiBase: `${apiUrl.replace(/\/+$/, '')}/api`,
  };
  const renderer = createRequire(file)(file) as RendererModule;
  const css = stylesheetsOf(distRoot);
  return {
    async render(url) {
      const { html, state } = await renderer.renderPage(url);
      return { html, state, css };
    },
  };
}

/**
 * The stylesheets the public site's exposed routes use (listed by its build in exposed-css.json), each
 * content once: the build has copies of the shared design library's CSS identical but for their
 * source-map comment.
 */
function stylesheetsOf(distRoot: string): string[] {
  const manifest = path.join(distRoot, 'exposed-css.json');
  const listed = fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as string[])
    : fs.readdirSync(distRoot).filter((file) => file.endsWith('.css'));
  const seen = new Set<string>();
  const files: string[] = [];
  for (const name of listed) {
    const body = withoutSourceMap(fs.readFileSync(path.join(distRoot, name), 'utf8'));
    if (seen.has(body)) continue;
    seen.add(body);
    files.push(`/${name}`);
  }
  return files;
}

export function withoutSourceMap(css: string): string {
  return css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
}

/**
 * CSS moved from its file into a page keeps its meaning: relative url()s (fonts, images) are resolved
 * against the file's own URL. `base` is that URL; with `rootRelative` the result keeps only the path.
 */
export function absolutizeUrls(css: string, base: URL, rootRelative = false): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (match, quote: string, url: string) => {
    if (/^(data:|[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return match;
    const resolved = new URL(url, base);
    const href = rootRelative ? `${resolved.pathname}${resolved.search}${resolved.hash}` : resolved.href;
    return `url(${quote}${href}${quote})`;
  });
}
