import { useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion';
import { cx } from '../../../lib/class-names';
import styles from './data-viz-loop.module.css';

const WIDTH = 960;
const HEIGHT = 540;
const BASELINE = 470;
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

const DESCRIPTION =
  'Animated chart: weekly volumes shown as gold bars rise and settle while a teal trend line draws across them, climbing steadily from left to right.';

/**
 * The home page's "video": a silent, self-hosted SVG animation (a few KB, sharp at any size). Visitors who
 * prefer reduced motion see its still poster instead; everyone else can pause it (WCAG 2.2.2).
 */
export function DataVizLoop() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);

  if (reducedMotion) {
    return (
      <figure className={styles.figure}>
        <img
          className={styles.media}
          src="/media/visualization-poster.webp"
          alt={DESCRIPTION.replace('Animated chart', 'Chart')}
          width={WIDTH}
          height={HEIGHT}
          loading="lazy"
          decoding="async"
        />
      </figure>
    );
  }

  return (
    <figure className={styles.figure}>
      <svg
        className={cx(styles.media, styles.animated, paused && styles.paused)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={DESCRIPTION}
      >
        <defs>
          <linearGradient id="viz-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0a0e1a" />
            <stop offset="1" stopColor="#161e33" />
          </linearGradient>
          <linearGradient id="viz-bar" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#f0c040" />
            <stop offset="1" stopColor="#d4a017" stopOpacity="0.45" />
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
        {BARS.map((v, i) => (
          <rect
            key={i}
            className={styles.bar}
            x={barX(i) + step * 0.18}
            y={BASELINE - v * chartHeight}
            width={step * 0.64}
            height={v * chartHeight}
            rx="4"
            fill="url(#viz-bar)"
            style={{ ['--i' as string]: i, ['--alt' as string]: (ALT[i] ?? v) / v }}
          />
        ))}
        <path d={trendPath} className={styles.trend} pathLength={1} />
        <circle r="9" className={styles.pulse} style={{ offsetPath: `path('${trendPath}')` }} />
        <g className={styles.legend} aria-hidden="true">
          <rect x="60" y="34" width="14" height="14" rx="3" fill="#f0c040" />
          <text x="82" y="46">
            Weekly volume
          </text>
          <line x1="220" x2="248" y1="41" y2="41" stroke="#2dd4bf" strokeWidth="4" strokeLinecap="round" />
          <text x="256" y="46">
            Trend
          </text>
        </g>
      </svg>
      <figcaption className={styles.caption}>
        <span>Weekly volumes against their trend: the kind of live view we build for clients.</span>
        <button type="button" className={styles.control} onClick={() => setPaused((value) => !value)}>
          {paused ? 'Play animation' : 'Pause animation'}
        </button>
      </figcaption>
    </figure>
  );
}
