import {
  contentSecurityPolicy,
  pageHeaders,
  prerenderedStyles,
  runtimeOrigins,
} from '../content-security-policy';
import type { Prerenderer } from '../prerender/compose-page';
import { renderRuntimeConfigScript, type BrowserRuntimeConfig } from '../runtime-config';
import type { Seo } from '../seo';
import type { RenderedPage } from './page-cache';

/** What a page is made of; a stage that is null is skipped (the remotes have none of them). */
export interface PageStages {
  /** The app's built index.html. */
  template: string;
  /** Link-preview tags in the head (the shell, with an API to read content from). */
  seo: Seo | null;
  /** The page's content drawn by the public site's server into the body. */
  prerenderer: Prerenderer | null;
  /** Where the page's scripts find the remotes and the API, read per page (releases switch without a restart). */
  runtimeConfig: (() => BrowserRuntimeConfig) | null;
  /** Pages never to be indexed: a remote's own (the site's address is the shell's). */
  noindex: boolean;
}

export interface PagePipeline {
  /**
   * The page at `url`: head tags, prerendered content, runtime config, and the policy that allows them; a
   * 404 when the head says the site has nothing there.
   */
  page(url: string): Promise<RenderedPage>;
  /** The app's page with none of its own content (staff previews, drawn in the browser only). */
  bare(status: number): RenderedPage;
}

const RUNTIME_CONFIG_TAG = '<script src="/runtime-config.js"></script>';

/** SEO → prerender → runtime config → CSP: the one way every page of every app is made. */
export function createPagePipeline(stages: PageStages): PagePipeline {
  const { template, seo, prerenderer, runtimeConfig } = stages;
  // One config per page: its inline script and the policy's hash of it must be the same text.
  const finish = (status: number, html: string, config: BrowserRuntimeConfig | null): RenderedPage => {
    const withConfig = config ? withRuntimeConfig(html, config) : html;
    const headers = pageHeaders(pagePolicy(withConfig, config));
    return {
      status,
      html: withConfig,
      headers: stages.noindex ? { ...headers, 'x-robots-tag': 'noindex' } : headers,
    };
  };
  return {
    async page(url) {
      const config = runtimeConfig?.() ?? null;
      const { html: withHead, status } = seo ? await seo.page(url) : { html: template, status: 200 };
      const withBody = prerenderer ? await prerenderer.compose(withHead, url) : withHead;
      return finish(status, withBody, config);
    },
    bare: (status) => finish(status, template, runtimeConfig?.() ?? null),
  };
}

/** The shell's page carries its runtime config inline: one render-blocking request less before the first paint. */
function withRuntimeConfig(html: string, config: BrowserRuntimeConfig): string {
  return html.replace(RUNTIME_CONFIG_TAG, () => `<script>${renderRuntimeConfigScript(config)}</script>`);
}

/**
 * Only the shell's page loads code from other origins (the remotes) and carries inline config and CSS; a
 * remote's own page runs its own files only.
 */
function pagePolicy(html: string, config: BrowserRuntimeConfig | null): string {
  if (!config) return contentSecurityPolicy({ origins: [] });
  const script = renderRuntimeConfigScript(config);
  return contentSecurityPolicy({
    origins: runtimeOrigins(config),
    inlineScripts: html.includes(script) ? [script] : [],
    inlineStyles: prerenderedStyles(html),
  });
}
