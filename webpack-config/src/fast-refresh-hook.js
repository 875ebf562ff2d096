// Development only, first in the shell's entry: React Fast Refresh reaches React DOM through the React
// DevTools global hook. The shell's refresh runtime starts first and, without the DevTools extension,
// installs a bare hook that does not remember the renderers injected into it. A remote's refresh runtime
// starts later, inside the shell's page, after React DOM has been injected: it would find no renderer and
// never refresh the remote's components. Remembering each renderer lets every runtime find React DOM.
const hook = globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook && hook.renderers && !hook.remembersRenderers) {
  const inject = hook.inject;
  hook.inject = function rememberRenderer(renderer) {
    const id = inject.apply(this, arguments);
    if (!hook.renderers.has(id)) hook.renderers.set(id, renderer);
    return id;
  };
  hook.remembersRenderers = true;
}
