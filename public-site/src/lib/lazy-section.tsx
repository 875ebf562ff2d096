import {
  Suspense,
  memo,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { useRenderMode } from '@mwangaza/shared';
import { useLocation } from '@mwangaza/shared/router';
import styles from './lazy-section.module.css';

/**
 * Part of a page that is hydrated on its own, later: below the first viewport (or the footer), so that the
 * first hydration pass only adopts what a visitor sees first and their phone answers a tap at once, and a
 * visitor who never scrolls down never downloads its code (data is dear on many of our visitors' phones).
 *
 * - Prerendered page: the server's HTML stays in place (links work, text is readable) and the section's code
 *   is loaded and hydrated when the section comes within a screen of the viewport, when the visitor points
 *   at it, touches it or moves focus into it, or when the page's address changes (a navigation), whichever
 *   comes first (in a browser without IntersectionObserver, once the page has loaded and the browser is
 *   idle).
 *   Each section is a Suspense boundary of its own, so React hydrates it as a separate, interruptible piece.
 *   Should its code fail to load, the server's HTML simply stays.
 * - Client-side navigation: the section renders at once; its code is part of what the page waits for. So does
 *   a prerendered section whose server HTML React drops before hydrating it (see DrawnAnew).
 * - On the server: rendered in full inside the same Suspense boundary the browser hydrates.
 *
 * The wrapper element is `display: contents`: the page's layout does not change.
 */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    screensAhead = 1,
  }: {
    /**
     * How far below (or above) the viewport the section starts loading, in screens: a screen ahead, so
     * scrolling finds it ready; less for a section that may well be hydrated in view (nothing on it moves).
     */
    screensAhead?: number;
  } = {},
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const nearViewport = `${screensAhead * 100}% 0px ${screensAhead * 100}% 0px`;
  const Section = lazyWithPreload(() => load().then((component) => ({ default: component })));

  // Memoised, and its boundary too: a server-drawn boundary that receives new props before it is hydrated is
  // drawn again from scratch (its HTML deleted), so nothing may re-render it until its gate opens.
  const LazySection = memo(function LazySection(props: P) {
    const mode = useRenderMode();
    const [gate] = useState(() => (mode === 'hydrating' ? createGate() : null));
    const wrapper = useRef<HTMLDivElement>(null);

    // A new address (a link followed, a language switched) reaches the links inside the section: React
    // cannot show the next page while any section it reaches is still the server's HTML, so the navigation
    // would wait for the visitor to scroll. It hydrates the waiting sections at once instead. (In render: the
    // navigation's render is what waits, and no effect runs before it is shown.)
    const location = useLocation();
    const [firstLocation] = useState(location);
    if (gate && location !== firstLocation) {
      Section.preload().then(
        () => gate.open(),
        () => undefined,
      );
    }

    useEffect(() => {
      if (!gate || !wrapper.current) return;
      return whenWanted(wrapper.current, nearViewport, (urgent) => {
        // A chunk that fails to load leaves the prerendered HTML in place: the gate stays shut.
        Section.preload().then(
          () => (urgent ? gate.open() : openInTurn(gate)),
          () => undefined,
        );
      });
    }, [gate]);

    const content = useMemo(() => {
      const section = <Section {...props} />;
      if (mode === 'client') return section;
      if (!gate) return <Suspense fallback={null}>{section}</Suspense>;
      return (
        <Suspense fallback={<DrawnAnew gate={gate} load={Section.preload} />}>
          <Gate until={gate.promise}>{section}</Gate>
        </Suspense>
      );
    }, [mode, gate, props]);

    return (
      <div ref={wrapper} className={styles.section}>
        {content}
      </div>
    );
  });
  LazySection.displayName = 'LazySection';
  return Object.assign(LazySection, { preload: () => Section.preload() }) as unknown as ComponentType<P> & {
    preload: () => Promise<unknown>;
  };
}

interface HydrationGate {
  promise: Promise<void>;
  open: () => void;
}

function createGate(): HydrationGate {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * Gates waiting to open, in the order their sections were wanted. One opens per task: React then hydrates
 * and commits that section before the next one starts, instead of all of them in one long task.
 */
const queue: HydrationGate[] = [];

function openInTurn(gate: HydrationGate): void {
  queue.push(gate);
  if (queue.length === 1) setTimeout(openNext, 0);
}

function openNext(): void {
  queue.shift()?.open();
  if (queue.length > 0) setTimeout(openNext, 0);
}

/**
 * Shown only when React dropped the boundary's server HTML before hydrating it (an update reached inside,
 * such as a context the section reads changing, or HTML that did not match): there is nothing left to keep or
 * to wait for the visitor to scroll to, so the section is drawn at once.
 */
function DrawnAnew({ gate, load }: { gate: HydrationGate; load: () => Promise<unknown> }) {
  useEffect(() => {
    load().then(
      () => gate.open(),
      () => undefined,
    );
  }, [gate, load]);
  return null;
}

/** Suspends until `until` settles: while it does, React leaves the boundary's server HTML as it is. */
function Gate({ until, children }: { until: Promise<void>; children: ReactNode }) {
  use(until);
  return children;
}

/** Without IntersectionObserver: the longest an idle browser is left before the sections hydrate. */
const IDLE_TIMEOUT_MS = 4_000;
/** Inputs that mean the visitor is about to use the section. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;

/**
 * Calls `wanted` once: near the viewport or on the visitor's intent (urgent: the section is about to be used);
 * a browser that cannot tell where the viewport is, when it is idle after load.
 */
function whenWanted(
  wrapper: HTMLElement,
  nearViewport: string,
  wanted: (urgent: boolean) => void,
): () => void {
  let done = false;
  const cleanups: (() => void)[] = [];
  const stop = () => cleanups.splice(0).forEach((cleanup) => cleanup());
  const call = (urgent: boolean) => {
    if (done) return;
    done = true;
    stop();
    wanted(urgent);
  };
  const fire = () => call(false);
  const intent = () => call(true);

  if (typeof IntersectionObserver === 'function') {
    // The wrapper has no box of its own (display: contents): watch what the server drew inside it.
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && fire(),
      { rootMargin: nearViewport },
    );
    for (const child of wrapper.children) observer.observe(child);
    cleanups.push(() => observer.disconnect());
  } else if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cleanups.push(() => window.removeEventListener('load', whenIdle));
  }

  // On the window, in the capture phase: React's own listener on its root stops the propagation of events
  // inside a boundary it has not hydrated yet (to replay them later), so the wrapper would never hear them.
  const onIntent = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) intent();
  };
  for (const type of INTENT_EVENTS) {
    window.addEventListener(type, onIntent, { passive: true, capture: true });
    cleanups.push(() => window.removeEventListener(type, onIntent, { capture: true }));
  }

  function whenIdle() {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(fire, { timeout: IDLE_TIMEOUT_MS });
      cleanups.push(() => window.cancelIdleCallback(handle));
    } else {
      const timer = window.setTimeout(fire, IDLE_TIMEOUT_MS);
      cleanups.push(() => window.clearTimeout(timer));
    }
  }

  return () => {
    done = true;
    stop();
  };
}
