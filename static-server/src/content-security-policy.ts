import { createHash } from 'node:crypto';
import type { BrowserRuntimeConfig } from './runtime-config';

/** A CSP source for one exact inline script or style: only that text runs or applies. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origins of the remotes and of an API on another origin: where the shell's page loads code and data. */
export function runtimeOrigins(config: BrowserRuntimeConfig): string[] {
  const urls = [config.remotes.publicSite, config.remotes.adminConsole, config.apiBase];
  const origins = urls.flatMap((url) => {
    try {
      return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

export interface PagePolicy {
  /** Remote and API origins (runtimeOrigins). */
  origins: readonly string[];
  /** Exact texts of the inline scripts the server itself wrote into the page (the runtime config). */
  inlineScripts?: readonly string[];
  /** Exact texts of inline <style> elements the server wrote (the prerendered page's CSS). */
  inlineStyles?: readonly string[];
}

/**
 * The policy of every HTML page: scripts only from this origin, the remotes and the inline scripts this
 * server wrote (by hash, so a <script> that found its way into content never runs), no plugins, no <base>
 * tricks, no framing (the console keeps its tokens in local storage). Style attributes stay allowed: the
 * prerendered HTML carries a few (React's style props) and they cannot run code.
 */
export function contentSecurityPolicy(policy: PagePolicy): string {
  const origins = policy.origins.join(' ');
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list("'self'", origins, ...(policy.inlineScripts ?? []).map(sha256Source)),
    'style-src': list("'self'", origins, ...(policy.inlineStyles ?? []).map(sha256Source)),
    'style-src-attr': "'unsafe-inline'",
    // Images come from the site and the API alone: every image field takes the media library's or the
    // site's own files (IMAGE_URL_PATTERN), so no page loads a picture from a stranger's server.
    'img-src': list("'self'", 'data:', origins),
    'font-src': list("'self'", 'data:', origins),
    'media-src': list("'self'", origins),
    'connect-src': list("'self'", origins),
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** What every HTML page is sent with: its policy, and no framing by any site (older browsers read XFO). */
export function pageHeaders(policy: string): Record<string, string> {
  return { 'content-security-policy': policy, 'x-frame-options': 'DENY' };
}

/** The inline <style>s the prerenderer wrote (compose-page.ts), exactly as the browser will hash them. */
export function prerenderedStyles(html: string): string[] {
  return [...html.matchAll(/<style data-prerendered[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
}
