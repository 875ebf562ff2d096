import { Suspense, type ReactNode } from 'react';

export interface RemoteMountProps {
  /** The remote's federation name (publicSite, adminConsole). */
  name: string;
  /** Shown while the remote's code loads. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** Marks the mount as live once the browser has rendered (or hydrated) it: refs never run on the server. */
const markLive = (element: HTMLDivElement | null) => {
  if (element) element.dataset.remoteState = 'ready';
};

/**
 * Where the shell mounts a remote's routes. The public site's prerenderer draws its pages inside the same
 * element (same Suspense boundary, same attributes), so the browser can hydrate the prerendered HTML in
 * place. `data-remote-state` reads "prerendered" in HTML from the server and "ready" once the scripts run.
 */
export function RemoteMount({ name, fallback = null, children }: RemoteMountProps) {
  return (
    <Suspense fallback={fallback}>
      {/* The wrapper must not change the remote's layout. */}
      <div data-remote={name} data-remote-state="prerendered" ref={markLive} style={{ display: 'contents' }}>
        {children}
      </div>
    </Suspense>
  );
}
