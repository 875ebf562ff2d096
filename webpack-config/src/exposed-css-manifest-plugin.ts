import webpack, { type Compiler } from 'webpack';

export const EXPOSED_CSS_MANIFEST = 'exposed-css.json';

/**
 * Writes the stylesheets a remote's container (remoteEntry.js and everything its exposed modules load) can
 * use, in load order, without those of the remote's standalone start-up (its own copy of the global tokens).
 * The shell's server inlines them into prerendered pages (static-server/src/prerender).
 */
export class ExposedCssManifestPlugin {
  constructor(private readonly containerName: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(ExposedCssManifestPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: ExposedCssManifestPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get(this.containerName);
          if (!entry) throw new Error(`No container entry named ${this.containerName}`);
          const files = new Set<string>();
          const seen = new Set<webpack.ChunkGroup>();
          const visit = (group: webpack.ChunkGroup) => {
            if (seen.has(group)) return;
            seen.add(group);
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.css')) files.add(file);
            }
            for (const child of group.childrenIterable) visit(child);
          };
          visit(entry);
          const json = JSON.stringify([...files], null, 2);
          compilation.emitAsset(EXPOSED_CSS_MANIFEST, new webpack.sources.RawSource(json));
        },
      );
    });
  }
}
