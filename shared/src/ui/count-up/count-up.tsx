import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
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
/** easeOutCubic as a CSS timing function, for the wheels' transition. */
const EASE_OUT_CUBIC = 'cubic-bezier(0.33, 1, 0.68, 1)';
/** Each wheel holds the digits twice, so a wheel below the leading one spins a full turn before it lands. */
const WHEEL_DIGITS = [...'01234567890123456789'];

function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

/**
 * "1,250.5": what `toLocaleString('en-US')` writes, without Intl, whose first use costs a phone tens of
 * milliseconds of locale loading in the middle of the page's start-up.
 */
export function formatCount(value: number, decimals: number): string {
  const [whole = '', fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** How many digits each wheel rolls past: the leading digit straight to its value, the others a turn more. */
export function wheelSteps(formatted: string): (number | null)[] {
  let leading = true;
  return [...formatted].map((char) => {
    if (!/\d/.test(char)) return null;
    const digit = Number(char);
    const steps = leading ? digit : 10 + digit;
    leading = false;
    return steps;
  });
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

type Phase = 'waiting' | 'rolling' | 'done';

/**
 * Counts from 0 to `end` once, the first time it scrolls into view, so a visitor sees the figures count: each digit is a wheel
 * that rolls to its value, a CSS transition of transform that the compositor runs, so counting costs the
 * page no style or layout work per frame (pages stay idle once loaded). Screen readers get the final value only; the wheels
 * are hidden from them. Width is reserved for the final value (tabular digits), so nothing shifts.
 */
export function CountUp({ end, duration = 2, suffix = '', prefix = '', className }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const clientRender = useIsClientRender();
  // null until the effect has run: waiting at 0 where it will animate, else (server, no motion) done.
  const [phase, setPhase] = useState<Phase | null>(null);
  const shown: Phase = phase ?? (clientRender && shouldAnimate() ? 'waiting' : 'done');
  const formatted = formatCount(end, decimalsOf(end));
  const finalText = `${prefix}${formatted}${suffix}`;

  useEffect(() => {
    const element = ref.current;
    if (!element || !shouldAnimate()) {
      setPhase('done');
      return;
    }
    setPhase('waiting');
    let timer = 0;
    let started = false;
    const observer = new IntersectionObserver((entries) => {
      if (started || !entries.some((entry) => entry.isIntersecting)) return;
      started = true;
      observer.disconnect();
      setPhase('rolling');
      // The wheels then hand over to plain text, which reads and copies like any number.
      timer = window.setTimeout(() => setPhase('done'), duration * 1000);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [end, duration]);

  return (
    <span
      ref={ref}
      className={className ? `${styles.root} ${className}` : styles.root}
      data-final={finalText}
    >
      {shown === 'done' ? (
        <span className={styles.digits}>{finalText}</span>
      ) : (
        <>
          <span aria-hidden="true" className={styles.digits} data-state={shown}>
            {prefix}
            {wheelSteps(formatted).map((steps, i) =>
              steps === null ? (
                formatted[i]
              ) : (
                <span key={i} className={styles.wheel}>
                  <span
                    className={styles.strip}
                    style={stripStyle(shown === 'rolling' ? steps : 0, duration)}
                  >
                    {WHEEL_DIGITS.map((digit, k) => (
                      <span key={k}>{digit}</span>
                    ))}
                  </span>
                </span>
              ),
            )}
            {suffix}
          </span>
          <VisuallyHidden>{finalText}</VisuallyHidden>
        </>
      )}
    </span>
  );
}

function stripStyle(steps: number, duration: number): CSSProperties {
  return {
    transform: `translateY(${(-steps * 100) / WHEEL_DIGITS.length}%)`,
    transition: steps ? `transform ${duration}s ${EASE_OUT_CUBIC}` : undefined,
  };
}
