import { useEffect, useRef, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { staticImageSet } from '../../../lib/image-sources';
import { POSTER_SIZES } from '../../../lib/image-sizes';
import { ResponsiveImage } from '../../../lib/responsive-image';
import styles from './data-viz-loop.module.css';
import { cx } from '@mwangaza/shared';
import { useT } from '../../../i18n';

const WIDTH = 960;
const HEIGHT = 540;
/** What visitors who ask for reduced motion see instead of the animation. */
const POSTER = '/media/visualization-poster.webp';
const BASELINE = 470;
/** One loop of every animation in the chart. */
const LOOP_MS = 9_000;
/** Weekly volumes as shares of the chart height: two states the bars move between. */
const BARS = [
  0.32, 0.4, 0.36, 0.48, 0.44, 0.52, 0.5, 0.58, 0.55, 0.62, 0.6, 0.66, 0.64, 0.7, 0.68, 0.74, 0.78, 0.82,
];
const ALT = [
  0.38, 0.34, 0.45, 0.41, 0.5, 0.47, 0.56, 0.52, 0.6, 0.57, 0.65, 0.62, 0.7, 0.66, 0.73, 0.71, 0.8, 0.86,
];
const TREND = [
  0.28, 0.3, 0.34, 0.36, 0.4, 0.42, 0.44, 0.48, 0.5, 0.53, 0.55, 0.58, 0.6, 0.63, 0.66, 0.7, 0.74, 0.78,
];

const step = (WIDTH - 140) / BARS.length;
const barX = (i: number) => 70 + i * step;
const chartHeight = BASELINE - 90;
const trendPoints = TREND.map((v, i) => [barX(i) + step / 2, BASELINE - v * chartHeight - 40] as const);
const trendPath = trendPoints.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;

/** The trend line is uncovered from left to right between these fractions of the loop. */
const DRAW_FROM = 0.1;
const DRAW_TO = 0.55;

/**
 * The uncovering: a clipping window slides in from the left while its contents slide the other way by the
 * same amount, so the line itself stays put; then the line fades out before the loop starts again. Linear, as
 * the pulse assumes.
 */
const REVEAL_KEYFRAMES: Keyframe[] = [
  { offset: 0, transform: 'translateX(-100%)', opacity: 1 },
  { offset: DRAW_FROM, transform: 'translateX(-100%)', opacity: 1 },
  { offset: DRAW_TO, transform: 'translateX(0)', opacity: 1 },
  { offset: 0.88, transform: 'translateX(0)', opacity: 1 },
  { offset: 1, transform: 'translateX(0)', opacity: 0 },
];
const REVEAL_CONTENTS_KEYFRAMES: Keyframe[] = [
  { offset: 0, transform: 'translateX(100%)' },
  { offset: DRAW_FROM, transform: 'translateX(100%)' },
  { offset: DRAW_TO, transform: 'translateX(0)' },
  { offset: 1, transform: 'translateX(0)' },
];

/**
 * The pulse rides the tip of the trend line as it is uncovered: at each point of the line when the reveal's
 * edge gets there (both move linearly), fading in at the first point and out with the line at the end.
 */
const PULSE_KEYFRAMES: Keyframe[] = (() => {
  const at = ([x, y]: readonly [number, number]) => `translate(${percent(x, WIDTH)}, ${percent(y, HEIGHT)})`;
  const first = trendPoints[0]!;
  const last = trendPoints[trendPoints.length - 1]!;
  const arrival = ([x]: readonly [number, number]) => DRAW_FROM + (DRAW_TO - DRAW_FROM) * (x / WIDTH);
  return [
    { offset: 0, transform: at(first), opacity: 0 },
    ...trendPoints.map((point, i) => ({ offset: arrival(point), transform: at(point), opacity: i ? 1 : 0 })),
    { offset: 0.88, transform: at(last), opacity: 1 },
    { offset: 1, transform: at(last), opacity: 0 },
  ];
})();

const BAR_EASING = 'cubic-bezier(0.45, 0, 0.25, 1)';
/** Each bar rises, settles at its second state, comes back and falls, with plain numbers in every keyframe. */
const barKeyframes = (i: number): Keyframe[] => {
  const settle = (ALT[i] ?? BARS[i]!) / BARS[i]!;
  return [0.04, 1, settle, 1, 0.04].map((scale, k) => ({
    offset: [0, 0.22, 0.5, 0.78, 1][k],
    transform: `scaleY(${scale.toFixed(3)})`,
    easing: BAR_EASING,
  }));
};

const DESCRIPTION =
  'Animated chart: weekly volumes shown as gold bars rise and settle while a teal trend line draws across them, climbing steadily from left to right.';

/**
 * The home page's "video": a silent, self-hosted animated chart (a few KB, sharp at any size). Visitors who
 * prefer reduced motion see its still poster instead; everyone else can pause it (WCAG 2.2.2).
 *
 * Everything that moves is an HTML layer animated with transform and opacity only, which the browser runs on
 * its compositor: the main thread does no style or layout work while the chart loops (SVG attribute and
 * offset-path animations would cost a style recalculation and a layout on every frame).
 */
export function DataVizLoop() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const t = useT();
  const revealRef = useRef<HTMLDivElement>(null);
  const barsRef = useRef<HTMLDivElement>(null);
  const pulseRef = useRef<HTMLDivElement>(null);
  const running = useRef<Animation[]>([]);
  const chartRef = useRef<HTMLDivElement>(null);
  const inView = useInView(chartRef);

  // Every layer moves by Web Animations with plain numbers in each keyframe, all started together. Measured
  // in Chromium, the same animations written in CSS still restyled the page at every loop for up to two seconds.
  useEffect(() => {
    const bars = barsRef.current;
    const reveal = revealRef.current;
    const contents = reveal?.firstElementChild;
    const pulse = pulseRef.current;
    // No Web Animations (jsdom, very old browsers): the chart stands still, drawn in full.
    if (reducedMotion || !bars || !reveal || !contents || !pulse || typeof pulse.animate !== 'function') {
      return;
    }
    const loop = { duration: LOOP_MS, iterations: Infinity };
    const animations = [
      ...[...bars.children].map((bar, i) => bar.animate(barKeyframes(i), { ...loop, delay: i * 60 })),
      reveal.animate(REVEAL_KEYFRAMES, loop),
      contents.animate(REVEAL_CONTENTS_KEYFRAMES, loop),
      pulse.animate(PULSE_KEYFRAMES, loop),
    ];
    const start = document.timeline.currentTime;
    for (const animation of animations) animation.startTime = start;
    running.current = animations;
    return () => {
      animations.forEach((animation) => animation.cancel());
      running.current = [];
    };
  }, [reducedMotion]);

  // Paused by the visitor, or off-screen: a chart nobody sees costs the compositor nothing either.
  useEffect(() => {
    for (const animation of running.current) {
      if (paused || !inView) animation.pause();
      else animation.play();
    }
  }, [paused, inView, reducedMotion]);

  if (reducedMotion) {
    return (
      <figure className={styles.figure}>
        <ResponsiveImage
          className={styles.media}
          src={POSTER}
          alt={DESCRIPTION.replace('Animated chart', 'Chart')}
          width={WIDTH}
          height={HEIGHT}
          sources={staticImageSet(POSTER, POSTER_SIZES)?.sources ?? []}
        />
      </figure>
    );
  }

  return (
    <figure className={styles.figure}>
      <div ref={chartRef} className={cx(styles.media, styles.chart)} role="img" aria-label={DESCRIPTION}>
        <svg className={styles.layer} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
          <defs>
            <linearGradient id="viz-bg" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#0a0e1a" />
              <stop offset="1" stopColor="#161e33" />
            </linearGradient>
          </defs>
          <rect width={WIDTH} height={HEIGHT} fill="url(#viz-bg)" />
          {[0.25, 0.5, 0.75].map((f) => (
            <line
              key={f}
              x1="60"
              x2={WIDTH - 60}
              y1={BASELINE - f * chartHeight}
              y2={BASELINE - f * chartHeight}
              className={styles.grid}
            />
          ))}
          <line x1="60" x2={WIDTH - 60} y1={BASELINE} y2={BASELINE} className={styles.axis} />
          <g className={styles.legend}>
            <rect x="60" y="34" width="14" height="14" rx="3" fill="#f0c040" />
            <text x="82" y="46">
              {t('viz.legendVolume')}
            </text>
            <line x1="220" x2="248" y1="41" y2="41" stroke="#2dd4bf" strokeWidth="4" strokeLinecap="round" />
            <text x="256" y="46">
              {t('viz.legendTrend')}
            </text>
          </g>
        </svg>
        <div ref={barsRef} className={styles.layer}>
          {BARS.map((v, i) => (
            <div
              key={i}
              className={styles.bar}
              style={{
                left: percent(barX(i) + step * 0.18, WIDTH),
                width: percent(step * 0.64, WIDTH),
                bottom: percent(HEIGHT - BASELINE, HEIGHT),
                height: percent(v * chartHeight, HEIGHT),
              }}
            />
          ))}
        </div>
        <div ref={revealRef} className={styles.reveal}>
          <div className={styles.revealContents}>
            <svg className={styles.layer} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true">
              <path d={trendPath} className={styles.trend} />
            </svg>
          </div>
        </div>
        <div ref={pulseRef} className={styles.pulseTrack}>
          <div className={styles.pulse} />
        </div>
      </div>
      <figcaption className={styles.caption}>
        <span>{t('viz.caption')}</span>
        <button type="button" className={styles.control} onClick={() => setPaused((value) => !value)}>
          {t(paused ? 'viz.play' : 'viz.pause')}
        </button>
      </figcaption>
    </figure>
  );
}

/** Whether the element is at least partly on screen; true where IntersectionObserver is missing. */
function useInView(ref: RefObject<HTMLElement | null>): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) =>
      setInView(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
