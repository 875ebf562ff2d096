/** Calls `onFrame` once per animation frame between play() and pause(), on the page or in a worker alike. */
export interface FrameScheduler {
  request(callback: () => void): number;
  cancel(id: number): void;
}

export interface FrameLoop {
  play(): void;
  pause(): void;
}

export function createFrameLoop(frames: FrameScheduler, onFrame: () => void): FrameLoop {
  let id = 0;
  const tick = () => {
    onFrame();
    id = frames.request(tick);
  };
  return {
    play() {
      if (!id) id = frames.request(tick);
    },
    pause() {
      frames.cancel(id);
      id = 0;
    },
  };
}
