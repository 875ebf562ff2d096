import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { CountUp } from './count-up';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

class MockIntersectionObserver {
  static instances: MockIntersectionObserver[] = [];
  observe = jest.fn();
  disconnect = jest.fn();
  unobserve = jest.fn();
  constructor(public callback: Callback) {
    MockIntersectionObserver.instances.push(this);
  }
  trigger(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]));
  }
}

let now = 0;
let frames: FrameRequestCallback[] = [];

/** Advances the fake clock and runs the frames queued so far (each queues the next). */
function advance(ms: number) {
  now += ms;
  const queued = frames;
  frames = [];
  act(() => queued.forEach((frame) => frame(now)));
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => {
  now = 0;
  frames = [];
  MockIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: MockIntersectionObserver,
  });
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  setReducedMotion(false);
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it('waits at zero until scrolled into view while screen readers get the final value', () => {
  const { container } = render(<CountUp end={200} suffix="+" />);
  expect(container).toHaveTextContent('0+');
  expect(screen.getByText('200+')).toBeInTheDocument();
  MockIntersectionObserver.instances[0]!.trigger(false);
  advance(500);
  expect(frames).toHaveLength(0);
});

it('counts up once when it enters the view and ends on the end value with its suffix', () => {
  const { container } = render(<CountUp end={200} suffix="+" duration={2} />);
  const observer = MockIntersectionObserver.instances[0]!;
  expect(observer.observe).toHaveBeenCalledWith(container.firstChild);

  observer.trigger(true);
  expect(observer.disconnect).toHaveBeenCalled();
  advance(0);
  advance(1000);
  const midway = Number(container.querySelector('[aria-hidden="true"]')?.textContent?.replace('+', ''));
  expect(midway).toBeGreaterThan(100);
  expect(midway).toBeLessThan(200);

  advance(1000);
  expect(container).toHaveTextContent(/^200\+$/);
  expect(screen.getByText('200+')).toBeInTheDocument();
  expect(frames).toHaveLength(0);

  observer.trigger(true);
  expect(frames).toHaveLength(0);
});

it('uses the prefix and keeps the decimals of the end value', () => {
  render(<CountUp end={30.5} prefix="~" suffix="TB" />);
  MockIntersectionObserver.instances[0]!.trigger(true);
  advance(0);
  advance(2000);
  expect(screen.getByText('~30.5TB')).toBeInTheDocument();
});

it('shows the end value at once when the visitor prefers reduced motion', () => {
  setReducedMotion(true);
  const { container } = render(<CountUp end={95} suffix="%" />);
  expect(container).toHaveTextContent(/^95%$/);
  expect(MockIntersectionObserver.instances).toHaveLength(0);
});

it('shows the end value at once when IntersectionObserver is missing', () => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  const { container } = render(<CountUp end={12} suffix="+" />);
  expect(container).toHaveTextContent(/^12\+$/);
});

it('sends the end value in prerendered HTML, then hydrates it without a mismatch and counts from zero', () => {
  const html = renderToString(<CountUp end={500} suffix="+" />);
  // Settled: one visible figure, no animated digits hidden from screen readers (visitors without scripts).
  expect(html).toContain('500+');
  expect(html).not.toContain('aria-hidden');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  act(() => {
    hydrateRoot(container, <CountUp end={500} suffix="+" />);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  // Not in view yet: it waits at zero, as it would have without prerendering.
  expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^0\+$/);
  container.remove();
});
