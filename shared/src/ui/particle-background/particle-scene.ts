/**
 * The particles and their drawing, for any 2D context: the page's own canvas, or an OffscreenCanvas in the
 * particle worker. Sizes are CSS pixels; `ratio` is the device pixel ratio the canvas is scaled by.
 */
import { createParticles, LINK_DISTANCE, lineOpacity, stepParticle, type Particle } from './particle-math';

const GOLD = '212, 160, 23';

export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface ParticleScene {
  /** Fits the canvas to a new size: new particles for the new area, drawn at once. */
  resize(width: number, height: number, ratio: number): void;
  /** Moves every particle one step and draws them. */
  step(): void;
}

/** The canvas's pixel size is set here; `ctx` is that canvas's 2D context. */
export function createParticleScene(
  canvas: { width: number; height: number },
  ctx: Context2D,
): ParticleScene {
  let width = 0;
  let height = 0;
  let particles: Particle[] = [];
  return {
    resize(nextWidth, nextHeight, ratio) {
      width = nextWidth;
      height = nextHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = createParticles(width, height);
      draw(ctx, particles, width, height);
    },
    step() {
      particles = particles.map((p) => stepParticle(p, width, height));
      draw(ctx, particles, width, height);
    },
  };
}

function draw(ctx: Context2D, particles: Particle[], width: number, height: number) {
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
