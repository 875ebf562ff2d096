import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../lib/reduced-motion';
import { createParticles, LINK_DISTANCE, lineOpacity, stepParticle, type Particle } from './particle-math';
import styles from './particle-background.module.css';

const GOLD = '212, 160, 23';

function draw(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number) {
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = `rgb(${GOLD})`;
  for (const p of particles) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, p.size, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.lineWidth = 1;
  const maxSquared = LINK_DISTANCE * LINK_DISTANCE;
  for (let i = 0; i < particles.length; i++) {
    const a = particles[i]!;
    for (let j = i + 1; j < particles.length; j++) {
      const b = particles[j]!;
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      const squared = dx * dx + dy * dy;
      if (squared >= maxSquared) continue; // cheap reject before the square root
      ctx.strokeStyle = `rgba(${GOLD}, ${lineOpacity(Math.sqrt(squared))})`;
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
      ctx.stroke();
    }
  }
}

/**
 * Decorative full-screen canvas behind the page (spec section 9): gold particles drifting and linked
 * by faint lines. Paused while the tab is hidden; a single still frame for visitors who prefer reduced
 * motion. Sharp on high-density screens (devicePixelRatio). Hidden from assistive technology.
 */
export function ParticleBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    // No 2D canvas (old browsers, jsdom without the canvas package): the page simply has no particles.
    // Checking the constructor first keeps jsdom from logging "not implemented" in every app test.
    if (!canvas || typeof window.CanvasRenderingContext2D === 'undefined') return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;

    const still = prefersReducedMotion();
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let frame = 0;

    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      width = window.innerWidth;
      height = window.innerHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = createParticles(width, height);
      draw(ctx, particles, width, height);
    };

    const animate = () => {
      particles = particles.map((p) => stepParticle(p, width, height));
      draw(ctx, particles, width, height);
      frame = requestAnimationFrame(animate);
    };
    const start = () => {
      if (!still && !frame && !document.hidden) frame = requestAnimationFrame(animate);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    const onVisibilityChange = () => (document.hidden ? stop() : start());

    resize();
    start();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stop();
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);

  return <canvas ref={canvasRef} className={styles.canvas} aria-hidden="true" />;
}
