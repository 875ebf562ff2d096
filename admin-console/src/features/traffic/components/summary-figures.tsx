import { Card, type TrafficReport } from '@mwangaza/shared';
import { formatCount, formatDay, formatTrend } from '../lib/format';
import styles from './traffic.module.css';

function Figure({
  label,
  figure,
  previous,
}: {
  label: string;
  figure: TrafficReport['visitors'];
  previous: string;
}) {
  const trend = formatTrend(figure.value, figure.previous);
  const tone =
    figure.value > figure.previous ? styles.up : figure.value < figure.previous ? styles.down : undefined;
  return (
    <Card className={styles.figure}>
      <span className={styles.muted}>{label}</span>
      <span className={styles.figureValue}>{formatCount(figure.value)}</span>
      <span>
        <span className={tone}>{trend}</span>{' '}
        <span className={styles.muted}>
          against {previous} ({formatCount(figure.previous)})
        </span>
      </span>
    </Card>
  );
}

/** Visitors and page views of the period, with their change against the period of the same length before. */
export function SummaryFigures({ report }: { report: TrafficReport }) {
  const previous = `${formatDay(report.previousFrom)} – ${formatDay(report.previousTo)}`;
  return (
    <div className={styles.figures}>
      <Figure label="Visitors" figure={report.visitors} previous={previous} />
      <Figure label="Page views" figure={report.pageViews} previous={previous} />
    </div>
  );
}
