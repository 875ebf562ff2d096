/** Pure maths of the decorative particle background, kept apart so it is tested exactly. */

export interface Particle {
  x: number;
  y: number;
  /** Radius in CSS pixels, 1 to 4. */
  size: number;
  vx: number;
  vy: number;
}

export const AREA_PER_PARTICLE = 15000;
export const LINK_DISTANCE = 100;
export const MAX_LINE_OPACITY = 0.1;
export const MAX_SPEED = 0.25;

/** One particle per 15000 px² of canvas, floored. */
export function particleCount(width: number, height: number): number {
  return Math.max(0, Math.floor((width * height) / AREA_PER_PARTICLE));
}

/** Line opacity fades linearly from 0.1 at 0 px to 0 at 100 px and beyond. */
export function lineOpacity(distance: number): number {
  if (distance >= LINK_DISTANCE) return 0;
  return MAX_LINE_OPACITY * (1 - Math.max(0, distance) / LINK_DISTANCE);
}

/** A particle at a random place with size 1 to 4 and a speed of at most ±0.25 px per frame on each axis. */
export function createParticle(width: number, height: number, random: () => number = Math.random): Particle {
  return {
    x: random() * width,
    y: random() * height,
    size: 1 + random() * 3,
    vx: (random() * 2 - 1) * MAX_SPEED,
    vy: (random() * 2 - 1) * MAX_SPEED,
  };
}

export function createParticles(
  width: number,
  height: number,
  random: () => number = Math.random,
): Particle[] {
  return Array.from({ length: particleCount(width, height) }, () => createParticle(width, height, random));
}

/** Moves a particle one frame; at an edge it bounces (that velocity reverses) and stays inside. */
export function stepParticle(p: Particle, width: number, height: number): Particle {
  let { x, y, vx, vy } = p;
  x += vx;
  y += vy;
  if (x < 0 || x > width) {
    vx = -vx;
    x = Math.min(Math.max(x, 0), width);
  }
  if (y < 0 || y > height) {
    vy = -vy;
    y = Math.min(Math.max(y, 0), height);
  }
  return { x, y, size: p.size, vx, vy };
}
