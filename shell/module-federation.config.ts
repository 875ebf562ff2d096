import path from 'node:path';
import type { FederationOptions } from '@mwangaza/webpack-config';

/**
 * The host. It declares no remotes at build time: their URLs come from /runtime-config.js at run time
 * (see src/remotes/remote-registry.ts), so remotes are redeployed without rebuilding the shell.
 * Shared singletons are added by the common webpack factory.
 */
const federation: FederationOptions = {
  name: 'shell',
  // Lends the shell's federation runtime to the remotes, which are built without one.
  runtimePlugins: [path.join(__dirname, 'src/remotes/provide-federation-runtime.ts')],
};

export default federation;
