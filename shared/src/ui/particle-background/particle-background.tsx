import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../lib/reduced-motion';
import { createFrameLoop } from './frame-loop';
import { createParticleWorker } from './create-particle-worker';
import type { ParticleMessage, ViewportSize } from './particle-messages';
import { createParticleScene } from './particle-scene';
import styles from './particle-background.module.css';

/** Whoever draws the particles: the particle worker, or the page itself where workers cannot. */
interface Painter {
  resize(size: ViewportSize): void;
  play(): void;
  pause(): void;
  stop(): void;
}

const viewport = (): ViewportSize => ({
  width: window.innerWidth,
  height: window.innerHeight,
  ratio: window.devicePixelRatio || 1,
});

/** Hands the canvas to the particle worker; undefined where OffscreenCanvas or the worker is unavailable. */
function paintInWorker(canvas: HTMLCanvasElement, still: boolean): Painter | undefined {
  if (typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker === 'undefined')
    return undefined;
  let worker: Worker;
  try {
    worker = createParticleWorker();
  } catch {
    return undefined; // e.g. this code was loaded from another origin than the page's
  }
  const post = (message: ParticleMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  const offscreen = canvas.transferControlToOffscreen();
  post({ type: 'start', canvas: offscreen, still, ...viewport() }, [offscreen]);
  return {
    resize: (size) => post({ type: 'resize', ...size }),
    play: () => post({ type: 'play' }),
    pause: () => post({ type: 'pause' }),
    stop: () => worker.terminate(),
  };
}

/** Draws on the page's main thread (browsers without OffscreenCanvas). */
function paintOnPage(canvas: HTMLCanvasElement): Painter | undefined {
  // No 2D canvas (old browsers, jsdom without the canvas package): the page simply has no particles.
  // Checking the constructor first keeps jsdom from logging "not implemented" in every app test.
  if (typeof window.CanvasRenderingContext2D === 'undefined') return undefined;
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  const scene = createParticleScene(canvas, ctx);
  const loop = createFrameLoop(
    { request: (callback) => requestAnimationFrame(callback), cancel: (id) => cancelAnimationFrame(id) },
    () => scene.step(),
  );
  scene.resize(window.innerWidth, window.innerHeight, window.devicePixelRatio || 1);
  return {
    resize: ({ width, height, ratio }) => scene.resize(width, height, ratio),
    play: () => loop.play(),
    pause: () => loop.pause(),
    stop: () => loop.pause(),
  };
}

/**
 * Decorative full-screen canvas behind the page: gold particles drifting and linked
 * by faint lines. Drawn from a worker (OffscreenCanvas) so the page's main thread stays idle; paused while
 * the tab is hidden; a single still frame for visitors who prefer reduced motion. Sharp on high-density
 * screens (devicePixelRatio). Hidden from assistive technology.
 */
export function ParticleBackground() {
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A fresh canvas per effect: a canvas handed to a worker cannot be drawn on again, not even by the
    // effect's second run in React's StrictMode.
    const canvas = document.createElement('canvas');
    canvas.className = styles.canvas ?? '';
    canvas.setAttribute('aria-hidden', 'true');
    host.appendChild(canvas);
    const still = prefersReducedMotion();
    const painter = paintInWorker(canvas, still) ?? paintOnPage(canvas);
    if (!painter) return () => canvas.remove();

    const play = () => {
      if (!still && !document.hidden) painter.play();
    };
    const onResize = () => painter.resize(viewport());
    const onVisibilityChange = () => (document.hidden ? painter.pause() : play());

    play();
    window.addEventListener('resize', onResize);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      painter.stop();
      window.removeEventListener('resize', onResize);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      canvas.remove();
    };
  }, []);

  return <div ref={hostRef} className={styles.host} aria-hidden="true" />;
}
