#!/usr/bin/env node
// `mwangaza-static-server --app <app> --root <dir> [--port N]`: the CLI from its TypeScript source, compiled
// on the fly by tsx (the apps' `serve` scripts). Production runs the bundle instead: node static-server/dist/cli.js.
require('tsx/cjs');
require('../src/cli.ts');
