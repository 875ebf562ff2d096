import { createParticleWorkerHandler } from './particle-worker-handler';
import { fakeContext2d, fakeFrames } from './particle-test-fakes';

function fakeCanvas() {
  const ctx = fakeContext2d();
  const canvas = { width: 0, height: 0, getContext: () => ctx } as unknown as OffscreenCanvas;
  return { canvas, ctx };
}

const size = { width: 300, height: 200, ratio: 2 };

it('draws on the transferred canvas at the device pixel ratio, and animates only while playing', () => {
  const { canvas, ctx } = fakeCanvas();
  const frames = fakeFrames();
  const handle = createParticleWorkerHandler(frames);
  handle({ type: 'start', canvas, still: false, ...size });
  expect(canvas.width).toBe(600);
  expect(ctx.arc).toHaveBeenCalledTimes(4); // 300 × 200 / 15000
  expect(frames.pending.size).toBe(0);

  handle({ type: 'play' });
  frames.run();
  expect(ctx.arc).toHaveBeenCalledTimes(8);
  expect(frames.pending.size).toBe(1);

  handle({ type: 'pause' });
  expect(frames.pending.size).toBe(0);
});

it('fits a new size with a new particle count', () => {
  const { canvas, ctx } = fakeCanvas();
  const handle = createParticleWorkerHandler(fakeFrames());
  handle({ type: 'start', canvas, still: false, ...size });
  ctx.arc.mockClear();
  handle({ type: 'resize', width: 600, height: 500, ratio: 1 });
  expect(canvas.width).toBe(600);
  expect(ctx.arc).toHaveBeenCalledTimes(20);
});

it('keeps one still frame when reduced motion is preferred', () => {
  const { canvas } = fakeCanvas();
  const frames = fakeFrames();
  const handle = createParticleWorkerHandler(frames);
  handle({ type: 'start', canvas, still: true, ...size });
  handle({ type: 'play' });
  expect(frames.pending.size).toBe(0);
});
