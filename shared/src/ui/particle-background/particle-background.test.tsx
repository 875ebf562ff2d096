import { act, render } from '@testing-library/react';
import { createParticleWorker } from './create-particle-worker';
import { ParticleBackground } from './particle-background';
import { fakeContext2d, fakeFrames } from './particle-test-fakes';

jest.mock('./create-particle-worker', () => ({ createParticleWorker: jest.fn() }));

let ctx: ReturnType<typeof fakeContext2d>;
let frames: ReturnType<typeof fakeFrames>['pending'];
let runFrames: () => void;

function setViewport(width: number, height: number, ratio = 1) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: ratio });
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function runFrame() {
  act(() => runFrames());
}

beforeEach(() => {
  ctx = fakeContext2d();
  Object.defineProperty(window, 'CanvasRenderingContext2D', {
    configurable: true,
    writable: true,
    value: class {},
  });
  const fake = fakeFrames();
  frames = fake.pending;
  runFrames = () => fake.run();
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ctx as unknown as CanvasRenderingContext2D);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(fake.request);
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(fake.cancel);
  setViewport(300, 200, 2);
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { CanvasRenderingContext2D?: unknown }).CanvasRenderingContext2D;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it('is a decorative canvas hidden from assistive technology', () => {
  const { container } = render(<ParticleBackground />);
  const canvas = container.querySelector('canvas');
  expect(canvas).toHaveAttribute('aria-hidden', 'true');
  expect(canvas).toHaveClass('canvas');
});

it('renders without crashing when the canvas has no 2d context', () => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
  const { container } = render(<ParticleBackground />);
  expect(container.querySelector('canvas')).toBeInTheDocument();
  expect(frames.size).toBe(0);
});

it('does not touch the canvas where 2d canvas is unsupported (e.g. plain jsdom)', () => {
  delete (window as { CanvasRenderingContext2D?: unknown }).CanvasRenderingContext2D;
  render(<ParticleBackground />);
  expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
  expect(frames.size).toBe(0);
});

it('sizes the canvas for the device pixel ratio and draws floor(area / 15000) particles', () => {
  const { container } = render(<ParticleBackground />);
  const canvas = container.querySelector('canvas') as HTMLCanvasElement;
  expect(canvas.width).toBe(600);
  expect(canvas.height).toBe(400);
  expect(ctx.setTransform).toHaveBeenCalledWith(2, 0, 0, 2, 0, 0);
  expect(ctx.arc).toHaveBeenCalledTimes(4); // 300 × 200 / 15000
  expect(frames.size).toBe(1);
  runFrame();
  expect(ctx.arc).toHaveBeenCalledTimes(8);
  expect(frames.size).toBe(1);
});

it('recomputes the size and particle count when the window resizes', () => {
  const { container } = render(<ParticleBackground />);
  setViewport(600, 500, 1);
  ctx.arc.mockClear();
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
  const canvas = container.querySelector('canvas') as HTMLCanvasElement;
  expect(canvas.width).toBe(600);
  expect(ctx.arc).toHaveBeenCalledTimes(20); // 600 × 500 / 15000
});

it('pauses while the tab is hidden and resumes when it is shown', () => {
  render(<ParticleBackground />);
  setHidden(true);
  expect(frames.size).toBe(0);
  setHidden(false);
  expect(frames.size).toBe(1);
});

it('draws one still frame and no animation loop when reduced motion is preferred', () => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true });
  render(<ParticleBackground />);
  expect(ctx.arc).toHaveBeenCalledTimes(4);
  expect(frames.size).toBe(0);
  setHidden(true);
  setHidden(false);
  expect(frames.size).toBe(0);
});

it('stops animating and listening when unmounted', () => {
  const { unmount } = render(<ParticleBackground />);
  unmount();
  expect(frames.size).toBe(0);
  ctx.arc.mockClear();
  window.dispatchEvent(new Event('resize'));
  expect(ctx.arc).not.toHaveBeenCalled();
});

describe('where OffscreenCanvas is available', () => {
  let worker: { postMessage: jest.Mock; terminate: jest.Mock };
  const offscreen = { offscreen: true };

  beforeEach(() => {
    worker = { postMessage: jest.fn(), terminate: jest.fn() };
    jest.mocked(createParticleWorker).mockReturnValue(worker as unknown as Worker);
    Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
      configurable: true,
      value: jest.fn(() => offscreen),
    });
    Object.defineProperty(window, 'Worker', { configurable: true, writable: true, value: class {} });
  });

  afterEach(() => {
    delete (HTMLCanvasElement.prototype as { transferControlToOffscreen?: unknown })
      .transferControlToOffscreen;
  });

  const messages = () => worker.postMessage.mock.calls.map(([message]) => message.type);

  it('hands the canvas to the worker and draws nothing on the page itself', () => {
    render(<ParticleBackground />);
    expect(worker.postMessage).toHaveBeenCalledWith(
      { type: 'start', canvas: offscreen, still: false, width: 300, height: 200, ratio: 2 },
      [offscreen],
    );
    expect(messages()).toEqual(['start', 'play']);
    expect(HTMLCanvasElement.prototype.getContext).not.toHaveBeenCalled();
    expect(frames.size).toBe(0);
  });

  it('pauses the worker while the tab is hidden and tells it the new size on resize', () => {
    render(<ParticleBackground />);
    setHidden(true);
    setHidden(false);
    setViewport(600, 500, 1);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(messages()).toEqual(['start', 'play', 'pause', 'play', 'resize']);
    expect(worker.postMessage.mock.lastCall?.[0]).toEqual({
      type: 'resize',
      width: 600,
      height: 500,
      ratio: 1,
    });
  });

  it('asks the worker for a still frame when reduced motion is preferred', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    render(<ParticleBackground />);
    expect(worker.postMessage.mock.calls[0]?.[0]).toMatchObject({ type: 'start', still: true });
    expect(messages()).toEqual(['start']);
  });

  it('stops the worker when unmounted', () => {
    const { unmount } = render(<ParticleBackground />);
    unmount();
    expect(worker.terminate).toHaveBeenCalled();
  });

  it('draws on the page when the worker cannot be started (code from another origin)', () => {
    jest.mocked(createParticleWorker).mockImplementation(() => {
      throw new DOMException('cross-origin', 'SecurityError');
    });
    render(<ParticleBackground />);
    expect(ctx.arc).toHaveBeenCalledTimes(4);
    expect(frames.size).toBe(1);
  });
});
