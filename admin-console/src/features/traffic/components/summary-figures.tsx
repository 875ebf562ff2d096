import { Card, type TrafficReport } from '@mwangaza/shared';
import { describeChange, formatCount, formatDay } from '../lib/format';
import styles from './traffic.module.css';

interface Previous {
  /** "7 Oct – 5 Nov" */
  dates: string;
  days: number;
}

function Figure({
  label,
  figure,
  previous,
}: {
  label: string;
  figure: TrafficReport['visitors'];
  previous: Previous;
}) {
  const { change, rest } = describeChange(figure.value, figure.previous, previous.days);
  const tone =
    figure.value > figure.previous ? styles.up : figure.value < figure.previous ? styles.down : undefined;
  return (
    <Card className={styles.figure}>
      <span className={styles.muted}>{label}</span>
      <span className={styles.figureValue}>{formatCount(figure.value)}</span>
      <span>
        {change && <span className={tone}>{change}</span>} {rest}
      </span>
      <span className={styles.muted}>
        {previous.dates}: {formatCount(figure.previous)}
      </span>
    </Card>
  );
}

/** Visitors and page views of the period, with their change on the period of the same length before. */
export function SummaryFigures({ report }: { report: TrafficReport }) {
  const previous = {
    dates: `${formatDay(report.previousFrom)} – ${formatDay(report.previousTo)}`,
    days: report.daily.length,
  };
  return (
    <div className={styles.figures}>
      <Figure label="Visitors" figure={report.visitors} previous={previous} />
      <Figure label="Page views" figure={report.pageViews} previous={previous} />
    </div>
  );
}
