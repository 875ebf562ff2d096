/**
 * The particle worker, bundled by webpack as its own chunk (the `new Worker(new URL(...))` form). A worker
 * must come from the page's origin: when this code runs from a remote on another origin the constructor
 * throws, and the caller draws on the page instead.
 */
export function createParticleWorker(): Worker {
  return new Worker(new URL('./particle-worker.ts', import.meta.url), { name: 'particles' });
}
