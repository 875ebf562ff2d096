// Bundles the CLI into one file so `node static-server/dist/cli.js` needs no TypeScript at run time. npm
// packages stay external (loaded from node_modules), except the workspace's own TypeScript source
// (@mwangaza/shared/site: the company's name, URL and contact details for link previews), which is inlined.
import { build } from 'esbuild';

const INLINE = /^@mwangaza\/shared(\/|$)/;

/** Every bare import (a package) is external unless it is INLINE. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || INLINE.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: ['src/cli.ts'],
  outfile: 'dist/cli.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalPackages],
});
