import { createFrameLoop, type FrameLoop, type FrameScheduler } from './frame-loop';
import type { ParticleMessage } from './particle-messages';
import { createParticleScene, type ParticleScene } from './particle-scene';

/**
 * The particle worker's behaviour, apart from the worker global so it is tested directly: draws on the
 * canvas the page transferred, animating only between 'play' and 'pause' (never when `still`).
 */
export function createParticleWorkerHandler(frames: FrameScheduler): (message: ParticleMessage) => void {
  let scene: ParticleScene | undefined;
  let loop: FrameLoop | undefined;
  let still = true;
  return (message) => {
    switch (message.type) {
      case 'start': {
        const ctx = message.canvas.getContext('2d');
        if (!ctx) return;
        const started = createParticleScene(message.canvas, ctx);
        scene = started;
        still = message.still;
        loop = createFrameLoop(frames, () => started.step());
        started.resize(message.width, message.height, message.ratio);
        return;
      }
      case 'resize':
        scene?.resize(message.width, message.height, message.ratio);
        return;
      case 'play':
        if (!still) loop?.play();
        return;
      case 'pause':
        loop?.pause();
        return;
    }
  };
}
