import { useState, useSyncExternalStore } from 'react';

/**
 * How a component instance was first rendered: on the server, while React hydrated the server's HTML, or by
 * the browser alone (a client-side navigation, or a later mount).
 */
export type RenderMode = 'server' | 'hydrating' | 'client';

const subscribeToNothing = () => () => undefined;

/**
 * React renders with the server snapshot on the server and while it hydrates the server's HTML. Frozen at
 * mount: React re-renders such a component once hydration is over, and it must keep the shape it hydrated with.
 */
export function useRenderMode(): RenderMode {
  const fromServerHtml = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [mode] = useState<RenderMode>(() =>
    !fromServerHtml ? 'client' : typeof window === 'undefined' ? 'server' : 'hydrating',
  );
  return mode;
}
