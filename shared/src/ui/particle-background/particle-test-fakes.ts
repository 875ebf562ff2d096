/** Test doubles shared by the particle tests (the component on the page and the worker's handler). */

/** A 2D context that records the drawing calls the scene makes. */
export function fakeContext2d() {
  return {
    clearRect: jest.fn(),
    beginPath: jest.fn(),
    arc: jest.fn(),
    fill: jest.fn(),
    moveTo: jest.fn(),
    lineTo: jest.fn(),
    stroke: jest.fn(),
    setTransform: jest.fn(),
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
  };
}

/** requestAnimationFrame and cancelAnimationFrame that run only when the test says: `run()` is one frame. */
export function fakeFrames() {
  const pending = new Map<number, FrameRequestCallback>();
  let next = 1;
  return {
    pending,
    request: (callback: FrameRequestCallback) => {
      pending.set(next, callback);
      return next++;
    },
    cancel: (id: number) => void pending.delete(id),
    run() {
      const callbacks = [...pending.values()];
      pending.clear();
      callbacks.forEach((callback) => callback(0));
    },
  };
}
