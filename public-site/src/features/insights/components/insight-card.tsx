import { Link } from '@mwangaza/shared/router';
import type { Insight } from '@mwangaza/shared';
import { ContentImage } from '../../../lib/content-image';
import { insightCover } from '../lib/insight-cover';
import { formatInsightDate, publishedDateOf } from './insight-dates';
import styles from './insights.module.css';

/** An insight in a grid: cover, date and reading time, title (the card's link), summary, tags. */
export function InsightCard({ insight, headingLevel = 3 }: { insight: Insight; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const published = publishedDateOf(insight);
  return (
    <li className={styles.card}>
      <ContentImage className={styles.cardImage} {...insightCover(insight)} alt="" />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={published}>{formatInsightDate(published)}</time>
          <span aria-hidden="true"> · </span>
          <span>{insight.readingTime} min read</span>
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={`/insights/${insight.slug}`} className={styles.cardLink}>
            {insight.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{insight.summary}</p>
        {insight.tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {insight.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** Insights as a grid of cards: the list page, the home page and a service's page. */
export function InsightGrid({
  insights,
  headingLevel,
  busy,
}: {
  insights: readonly Insight[];
  headingLevel?: 2 | 3;
  busy?: boolean;
}) {
  return (
    <ul role="list" className={styles.grid} aria-busy={busy}>
      {insights.map((insight) => (
        <InsightCard key={insight.id} insight={insight} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
