import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { CountUp, formatCount } from './count-up';
import { mockReducedMotion } from '../../test-utils';

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

/** The wheels' transforms, left to right, as the visitor sees them. */
function wheels(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[aria-hidden="true"] .strip')].map(
    (strip) => strip.style.transform,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  MockIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: MockIntersectionObserver,
  });
  mockReducedMotion(false);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it('waits at zero until scrolled into view while screen readers get the final value', () => {
  const { container } = render(<CountUp end={200} suffix="+" />);
  expect(wheels(container)).toEqual(['translateY(0%)', 'translateY(0%)', 'translateY(0%)']);
  expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(/\+$/);
  expect(screen.getByText('200+')).toBeInTheDocument();
  MockIntersectionObserver.instances[0]!.trigger(false);
  act(() => jest.advanceTimersByTime(5000));
  expect(wheels(container)).toEqual(['translateY(0%)', 'translateY(0%)', 'translateY(0%)']);
});

it('rolls each digit to the end value once it enters the view, then shows the plain number', () => {
  const { container } = render(<CountUp end={200} suffix="+" duration={2} />);
  const observer = MockIntersectionObserver.instances[0]!;
  expect(observer.observe).toHaveBeenCalledWith(container.firstChild);

  observer.trigger(true);
  expect(observer.disconnect).toHaveBeenCalled();
  // The leading 2 rolls two digits; the zeros below it a full turn (10 of the strip's 20 digits).
  expect(wheels(container)).toEqual(['translateY(-10%)', 'translateY(-50%)', 'translateY(-50%)']);
  const strip = container.querySelector<HTMLElement>('.strip')!;
  expect(strip.style.transition).toBe('transform 2s cubic-bezier(0.33, 1, 0.68, 1)');

  act(() => jest.advanceTimersByTime(2000));
  expect(container).toHaveTextContent(/^200\+$/);
  expect(container.querySelector('[aria-hidden="true"]')).toBeNull();

  observer.trigger(true);
  expect(container).toHaveTextContent(/^200\+$/);
});

it('uses the prefix and keeps the decimals of the end value', () => {
  const { container } = render(<CountUp end={30.5} prefix="~" suffix="TB" />);
  MockIntersectionObserver.instances[0]!.trigger(true);
  expect(container.querySelector('[aria-hidden="true"]')?.textContent).toMatch(/^~.*\..*TB$/);
  expect(wheels(container)).toHaveLength(3);
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.getByText('~30.5TB')).toBeInTheDocument();
});

it('shows the end value at once when the visitor prefers reduced motion', () => {
  mockReducedMotion(true);
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
  expect(wheels(container)).toEqual(['translateY(0%)', 'translateY(0%)', 'translateY(0%)']);
  container.remove();
});

it('writes figures as en-US does: thousands grouped, the decimals the figure has', () => {
  const cases: [number, number][] = [
    [0, 0],
    [7, 0],
    [98.5, 1],
    [999, 0],
    [1000, 0],
    [1250.5, 1],
    [123456789, 0],
    [4.05, 2],
    [-1234.5, 1],
  ];
  for (const [value, decimals] of cases) {
    expect(formatCount(value, decimals)).toBe(
      value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    );
  }
});
