import { useId, useState } from 'react';
import { Bar, Line } from '@visx/shape';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Table } from '@mwangaza/shared/console';
import styles from './traffic.module.css';

export interface ChartBar {
  key: string;
  /** Under the bar (shortened when there are many), and its name. */
  label: string;
  /** Under the bar instead of `label` where that is long (a funnel step). */
  shortLabel?: string;
  value: number;
  /** Read out and shown when the bar has focus, and the table's value cell. */
  text: string;
}

export interface BarChartProps {
  title: string;
  bars: ChartBar[];
  /** The table alternative's column headers. */
  columns: [string, string];
  /** A dashed line at this value (a budget), named in the chart's description. */
  target?: { value: number; label: string };
  /** How the value axis writes its figures (counts by default; milliseconds or a score for page speed). */
  formatValue?: (value: number) => string;
  /** The values are counts: the axis marks whole numbers only. */
  wholeNumbers?: boolean;
  /**
   * `dates`: many bars (days), some named, each name on one line; `names`: a few bars (steps), every one
   * named, its name wrapped between words (hyphenated where a word is too long).
   */
  labels?: 'dates' | 'names';
}

/** In viewBox units: the SVG is stretched to the container's width at a fixed height (styles.svg). */
const HEIGHT = 180;
const MARGIN = { top: 8, bottom: 0, side: 4 };
const WIDTH = 640;
/** At most this many names under the bars: about ten on a laptop, five in a phone's narrower chart. */
const WIDE_LABELS = 10;
const NARROW_LABELS = 5;

const plainCount = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/**
 * Which bars are named under the chart: every `wide`-th where there is room, every `narrow`-th (a multiple of
 * it, so the narrow names are some of the wide ones) in a phone's width.
 */
function labelSteps(count: number): { wide: number; narrow: number } {
  const wide = Math.ceil(count / WIDE_LABELS);
  return { wide, narrow: wide * Math.ceil(Math.ceil(count / NARROW_LABELS) / wide) };
}

/**
 * A bar chart drawn as SVG: each bar can be reached with Tab and says its value, and the same figures are
 * offered as a table beneath (for screen readers and for reading exact numbers).
 */
export function BarChart({
  title,
  bars,
  columns,
  target,
  formatValue = (value) => plainCount.format(value),
  wholeNumbers = true,
  labels = 'dates',
}: BarChartProps) {
  const [focused, setFocused] = useState<ChartBar | null>(null);
  const titleId = useId();
  const max = Math.max(target?.value ?? 0, ...bars.map((bar) => bar.value), 1);
  const x = scaleBand({
    domain: bars.map((bar) => bar.key),
    range: [MARGIN.side, WIDTH - MARGIN.side],
    padding: 0.2,
  });
  const y = scaleLinear({ domain: [0, max], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true });
  // Counts are whole: no "0.5 visitors" on the axis.
  const ticks = y.ticks(4).filter((tick) => !wholeNumbers || Number.isInteger(tick));
  const steps = labelSteps(bars.length);
  const percentOf = (units: number, total: number) => `${(units / total) * 100}%`;
  return (
    <figure className={styles.chart}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {title}
        {target && <span className={styles.muted}> (dashed line: {target.label})</span>}
      </figcaption>
      <p className={styles.chartFocus} aria-live="polite">
        {focused ? `${focused.label}: ${focused.text}` : ' '}
      </p>
      <div className={styles.plot}>
        {/* The value axis, in HTML so its figures keep their size however the chart is stretched. */}
        <div className={styles.valueAxis} aria-hidden="true">
          {/* Each figure once more, in the flow but unseen: the column is as wide as the widest of them. */}
          {ticks.map((tick) => (
            <span key={`width-${tick}`} className={styles.axisWidth}>
              {formatValue(tick)}
            </span>
          ))}
          {ticks.map((tick) => (
            <span key={tick} className={styles.tick} style={{ top: percentOf(y(tick), HEIGHT) }}>
              {formatValue(tick)}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className={styles.svg}
          role="group"
          aria-labelledby={titleId}
        >
          <Group>
            {ticks.map((tick) => (
              <Line
                key={tick}
                from={{ x: 0, y: y(tick) }}
                to={{ x: WIDTH, y: y(tick) }}
                className={styles.gridLine}
              />
            ))}
            {bars.map((bar) => {
              const left = x(bar.key) ?? 0;
              const top = y(bar.value);
              return (
                <g
                  key={bar.key}
                  tabIndex={0}
                  role="img"
                  aria-label={`${bar.label}: ${bar.text}`}
                  className={styles.bar}
                  onFocus={() => setFocused(bar)}
                  onBlur={() => setFocused(null)}
                  onMouseEnter={() => setFocused(bar)}
                  onMouseLeave={() => setFocused(null)}
                >
                  <Bar x={left} y={top} width={x.bandwidth()} height={HEIGHT - MARGIN.bottom - top} />
                </g>
              );
            })}
            {target && (
              <Line
                from={{ x: MARGIN.side, y: y(target.value) }}
                to={{ x: WIDTH - MARGIN.side, y: y(target.value) }}
                className={styles.target}
              />
            )}
          </Group>
        </svg>
        {labels === 'names' ? (
          <div
            className={styles.names}
            style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}
            aria-hidden="true"
            lang="en"
          >
            {bars.map((bar) => (
              <span key={bar.key}>{bar.shortLabel ?? bar.label}</span>
            ))}
          </div>
        ) : (
          // The days on one line each, centred under their bar (kept inside the chart at its ends); the bars
          // say them too.
          <div className={styles.axis} aria-hidden="true">
            {bars.map((bar, index) => {
              if (index % steps.wide !== 0) return null;
              const centre = (((x(bar.key) ?? 0) + x.bandwidth() / 2) / WIDTH) * 100;
              return (
                <span
                  key={bar.key}
                  className={index % steps.narrow === 0 ? undefined : styles.wideOnly}
                  style={{ left: `${centre}%`, transform: `translateX(-${centre}%)` }}
                >
                  {bar.label}
                </span>
              );
            })}
          </div>
        )}
      </div>
      <details className={styles.alternative}>
        <summary>Show as a table</summary>
        <Table
          caption={title}
          columns={[
            { key: 'label', header: columns[0], render: (bar: ChartBar) => bar.label },
            { key: 'value', header: columns[1], render: (bar: ChartBar) => bar.text },
          ]}
          rows={bars}
          getRowKey={(bar) => bar.key}
        />
      </details>
    </figure>
  );
}
