import { connectTracking, track, trackPageView, type TrackedHit } from './track';

it('hands what the pages recorded before the beacon started over to it, in order, then each new hit', () => {
  window.history.replaceState(null, '', '/build-my-stack');
  trackPageView('/build-my-stack');
  track('stack_started');
  for (let i = 0; i < 60; i++) track('contact_step', { step: 2 });
  const received: TrackedHit[] = [];
  const disconnect = connectTracking((hit) => received.push(hit));
  expect(received.slice(0, 2)).toEqual([
    { type: 'pageview', path: '/build-my-stack' },
    { type: 'event', name: 'stack_started', path: '/build-my-stack' },
  ]);
  // Only so many wait: a page left open with tracking refused does not grow without end.
  expect(received).toHaveLength(50);
  track('stack_completed');
  expect(received[50]).toEqual({ type: 'event', name: 'stack_completed', path: '/build-my-stack' });
  disconnect();
  track('not_found');
  expect(received).toHaveLength(51);
});
