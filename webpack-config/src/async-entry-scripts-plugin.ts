/**
 * Loads the page's entry scripts with `async` instead of HtmlWebpackPlugin's `defer` (it has no `async`
 * option). A deferred script runs in the parser's last task, together with the page's first full style
 * calculation: on a long prerendered page and a phone, one long task after the first paint. An async script
 * runs in a task of its own as soon as it arrives; the entry waits for the document itself where it needs it.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

export class AsyncEntryScriptsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('AsyncEntryScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('AsyncEntryScriptsPlugin', (data) => {
        for (const tag of data.assetTags.scripts) {
          delete tag.attributes.defer;
          tag.attributes.async = true;
        }
        return data;
      });
    });
  }
}
