import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-tools/runtime-core';

/**
 * A federation runtime plugin of the shell: publishes the shell's federation runtime as the global that the
 * remotes' production builds use instead of bundling their own (`externalRuntime` in the webpack factory),
 * so a page downloads the runtime once.
 *
 * What `experiments.provideExternalRuntime` does, with the runtime's ES module build: the plugin that option
 * adds is CommonJS and would bring a second copy of the runtime (21 KB gzipped) beside the one the shell uses.
 */
export default function provideFederationRuntime(): ModuleFederationRuntimePlugin {
  return {
    name: 'mwangaza-provide-federation-runtime',
    beforeInit(args) {
      const global = runtimeCore.Global as typeof runtimeCore.Global & { _FEDERATION_RUNTIME_CORE?: unknown };
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
