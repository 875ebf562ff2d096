/**
 * Copies public folders (the site-wide shared/public images, then the app's own public/) and single files
 * (the MSW worker of standalone starts) into the build, like copy-webpack-plugin but without another
 * dependency. index.html is left to HtmlWebpackPlugin; a later folder wins over an earlier one.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';

export interface CopyPublicOptions {
  from: string[];
  /** File names (relative to each folder) not to copy. */
  exclude: string[];
  /** Single files to copy too: the name in the build → the file's path. */
  files?: Record<string, string>;
}

export class CopyPublicPlugin {
  constructor(private readonly options: CopyPublicOptions) {}

  apply(compiler: Compiler): void {
    const { from, exclude, files: extraFiles = {} } = this.options;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const files = new Map<string, string>();
          for (const dir of from.filter((d) => fs.existsSync(d))) {
            compilation.contextDependencies.add(dir);
            for (const file of listFiles(dir)) {
              const name = path.relative(dir, file).split(path.sep).join('/');
              if (!exclude.includes(name)) files.set(name, file);
            }
          }
          for (const [name, file] of Object.entries(extraFiles)) files.set(name, file);
          for (const [name, file] of files) {
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)), {
              copied: true,
            });
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
