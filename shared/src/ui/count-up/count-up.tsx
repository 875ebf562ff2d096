import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { prefersReducedMotion } from '../lib/reduced-motion';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './count-up.module.css';

export interface CountUpProps {
  end: number;
  /** Seconds. */
  duration?: number;
  suffix?: string;
  prefix?: string;
  className?: string;
}

/** Fast start, gentle landing. */
export const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

export function formatCount(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** Animation would be pointless or unwanted: show the final value straight away. */
function shouldAnimate(): boolean {
  return typeof window !== 'undefined' && 'IntersectionObserver' in window && !prefersReducedMotion();
}

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true otherwise: the first render in the
 * browser must show what the server sent (the final value), then it may start from 0.
 */
function useIsClientRender(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Counts from 0 to `end` once, the first time it scrolls into view (spec section 2). Screen readers get
 * the final value only; the animated digits are hidden from them. Width is reserved for the final value
 * (tabular digits) so the surrounding layout does not shift while counting.
 */
export function CountUp({ end, duration = 2, suffix = '', prefix = '', className }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const clientRender = useIsClientRender();
  // null until the count starts: 0 where it will animate, else (server, no motion) the final value.
  const [counted, setCounted] = useState<number | null>(null);
  const value = counted ?? (clientRender && shouldAnimate() ? 0 : end);
  const decimals = decimalsOf(end);
  const finalText = `${prefix}${formatCount(end, decimals)}${suffix}`;
  const text = `${prefix}${formatCount(value, decimals)}${suffix}`;

  useEffect(() => {
    const element = ref.current;
    if (!element || !shouldAnimate()) {
      setCounted(end);
      return;
    }
    let frame = 0;
    let started = false;
    const run = () => {
      const start = performance.now();
      const tick = (now: number) => {
        const progress = duration > 0 ? Math.min(1, (now - start) / (duration * 1000)) : 1;
        setCounted(progress >= 1 ? end : end * easeOutCubic(progress));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver((entries) => {
      if (!started && entries.some((entry) => entry.isIntersecting)) {
        started = true;
        observer.disconnect();
        run();
      }
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [end, duration]);

  const settled = text === finalText;
  return (
    <span
      ref={ref}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-final={finalText}
    >
      {settled ? (
        <span className={styles.digits}>{finalText}</span>
      ) : (
        <>
          <span aria-hidden="true" className={styles.digits}>
            {text}
          </span>
          <VisuallyHidden>{finalText}</VisuallyHidden>
        </>
      )}
    </span>
  );
}
