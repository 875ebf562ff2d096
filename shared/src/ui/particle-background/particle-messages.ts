/** What the page tells the particle worker (particle-worker.ts); sizes in CSS pixels. */
export interface ViewportSize {
  width: number;
  height: number;
  /** The device pixel ratio. */
  ratio: number;
}

export type ParticleMessage =
  | ({ type: 'start'; canvas: OffscreenCanvas; still: boolean } & ViewportSize)
  | ({ type: 'resize' } & ViewportSize)
  | { type: 'play' }
  | { type: 'pause' };
