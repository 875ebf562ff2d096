/**
 * The particle animation's own thread: it draws on an OffscreenCanvas the page transferred to it, so the
 * page's main thread stays idle while the particles drift (pages stay idle once loaded).
 */
import type { ParticleMessage } from './particle-messages';
import { createParticleWorkerHandler } from './particle-worker-handler';

// The worker global, typed here rather than with the WebWorker lib (which clashes with DOM in one project).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ParticleMessage>) => void) | null;
  requestAnimationFrame?: (callback: () => void) => number;
  cancelAnimationFrame?: (id: number) => void;
};

// Workers get animation frames in Chromium and Firefox; elsewhere a 60 Hz timer stands in.
const frames =
  typeof scope.requestAnimationFrame === 'function' && typeof scope.cancelAnimationFrame === 'function'
    ? {
        request: scope.requestAnimationFrame.bind(scope),
        cancel: scope.cancelAnimationFrame.bind(scope),
      }
    : {
        request: (callback: () => void) => setTimeout(callback, 16) as unknown as number,
        cancel: (id: number) => clearTimeout(id),
      };

const handle = createParticleWorkerHandler(frames);
scope.onmessage = (event) => handle(event.data);
