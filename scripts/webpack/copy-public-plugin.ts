/**
 * Copies an app's public/ folder (images, the MSW worker) into the build, like copy-webpack-plugin but
 * without another dependency. index.html is left to HtmlWebpackPlugin.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';

export interface CopyPublicOptions {
  from: string;
  /** File names (relative to `from`) not to copy. */
  exclude: string[];
}

export class CopyPublicPlugin {
  constructor(private readonly options: CopyPublicOptions) {}

  apply(compiler: Compiler): void {
    const { from, exclude } = this.options;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(from)) return;
          compilation.contextDependencies.add(from);
          for (const file of listFiles(from)) {
            const name = path.relative(from, file).split(path.sep).join('/');
            if (exclude.includes(name)) continue;
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)), { copied: true });
          }
        },
      );
    });
  }
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}
