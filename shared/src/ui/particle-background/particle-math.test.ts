import {
  createParticle,
  createParticles,
  lineOpacity,
  particleCount,
  stepParticle,
  type Particle,
} from './particle-math';

describe('particleCount', () => {
  it('is the canvas area divided by 15000, floored', () => {
    expect(particleCount(1920, 1080)).toBe(138); // 2 073 600 / 15000 = 138.24
    expect(particleCount(360, 640)).toBe(15); // 230 400 / 15000 = 15.36
    expect(particleCount(150, 100)).toBe(1);
    expect(particleCount(149, 100)).toBe(0);
    expect(particleCount(0, 800)).toBe(0);
  });
});

describe('lineOpacity', () => {
  it('is 0.1 at 0 px and fades linearly to 0 at 100 px', () => {
    expect(lineOpacity(0)).toBeCloseTo(0.1, 10);
    expect(lineOpacity(25)).toBeCloseTo(0.075, 10);
    expect(lineOpacity(50)).toBeCloseTo(0.05, 10);
    expect(lineOpacity(99)).toBeCloseTo(0.001, 10);
    expect(lineOpacity(100)).toBe(0);
  });

  it('is 0 beyond 100 px', () => {
    expect(lineOpacity(150)).toBe(0);
  });
});

describe('createParticle', () => {
  it('places particles inside the canvas with size 1 to 4 and speed within ±0.25', () => {
    const low = createParticle(800, 600, () => 0);
    expect(low).toEqual({ x: 0, y: 0, size: 1, vx: -0.25, vy: -0.25 });
    const high = createParticle(800, 600, () => 0.999999);
    expect(high.x).toBeLessThan(800);
    expect(high.size).toBeCloseTo(4, 4);
    expect(high.vx).toBeCloseTo(0.25, 4);
    for (const p of createParticles(800, 600)) {
      expect(p.size).toBeGreaterThanOrEqual(1);
      expect(p.size).toBeLessThanOrEqual(4);
      expect(Math.abs(p.vx)).toBeLessThanOrEqual(0.25);
      expect(Math.abs(p.vy)).toBeLessThanOrEqual(0.25);
    }
  });

  it('creates one particle per 15000 px²', () => {
    expect(createParticles(800, 600)).toHaveLength(32);
  });
});

describe('stepParticle', () => {
  const base: Particle = { x: 50, y: 50, size: 2, vx: 0.2, vy: -0.1 };

  it('moves by its velocity inside the canvas', () => {
    const next = stepParticle(base, 100, 100);
    expect(next.x).toBeCloseTo(50.2);
    expect(next.y).toBeCloseTo(49.9);
    expect(next).toMatchObject({ vx: 0.2, vy: -0.1, size: 2 });
  });

  it('reverses the horizontal velocity at the left and right edges', () => {
    expect(stepParticle({ ...base, x: 99.9, vx: 0.2 }, 100, 100)).toMatchObject({ x: 100, vx: -0.2 });
    expect(stepParticle({ ...base, x: 0.1, vx: -0.2 }, 100, 100)).toMatchObject({ x: 0, vx: 0.2 });
  });

  it('reverses the vertical velocity at the top and bottom edges', () => {
    expect(stepParticle({ ...base, y: 0.05, vy: -0.1 }, 100, 100)).toMatchObject({ y: 0, vy: 0.1 });
    expect(stepParticle({ ...base, y: 99.95, vy: 0.1 }, 100, 100)).toMatchObject({ y: 100, vy: -0.1 });
  });

  it('does not mutate the particle it is given', () => {
    const copy = { ...base };
    stepParticle(base, 100, 100);
    expect(base).toEqual(copy);
  });
});
