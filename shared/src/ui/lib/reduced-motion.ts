/** True when the visitor asked for reduced motion. Missing matchMedia (jsdom, old browsers) means no preference. */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
