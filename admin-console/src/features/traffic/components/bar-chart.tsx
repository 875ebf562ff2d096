import { useId, useState } from 'react';
import { Bar, Line } from '@visx/shape';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Table } from '@mwangaza/shared/console';
import styles from './traffic.module.css';

export interface ChartBar {
  key: string;
  /** Under the bar (shortened when there are many). */
  label: string;
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
}

/** In viewBox units: the SVG is stretched to the container's width at a fixed height (styles.svg). */
const HEIGHT = 180;
const MARGIN = { top: 8, bottom: 0, side: 4 };
const WIDTH = 640;

/**
 * A bar chart drawn as SVG: each bar can be reached with Tab and says its value, and the same figures are
 * offered as a table beneath (for screen readers and for reading exact numbers).
 */
export function BarChart({ title, bars, columns, target }: BarChartProps) {
  const [focused, setFocused] = useState<ChartBar | null>(null);
  const titleId = useId();
  const max = Math.max(target?.value ?? 0, ...bars.map((bar) => bar.value), 1);
  const x = scaleBand({
    domain: bars.map((bar) => bar.key),
    range: [MARGIN.side, WIDTH - MARGIN.side],
    padding: 0.2,
  });
  const y = scaleLinear({ domain: [0, max], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true });
  const labelEvery = Math.ceil(bars.length / 10);
  return (
    <figure className={styles.chart}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {title}
        {target && <span className={styles.muted}> (dashed line: {target.label})</span>}
      </figcaption>
      <p className={styles.chartFocus} aria-live="polite">
        {focused ? `${focused.label}: ${focused.text}` : ' '}
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={styles.svg}
        role="group"
        aria-labelledby={titleId}
      >
        <Group>
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
      {/* Labels in HTML, so they keep their size however the chart is stretched; the bars' names say them too. */}
      <div
        className={styles.axis}
        style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }}
        aria-hidden="true"
      >
        {bars.map((bar, index) => (
          <span key={bar.key}>{index % labelEvery === 0 ? bar.label : ''}</span>
        ))}
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
