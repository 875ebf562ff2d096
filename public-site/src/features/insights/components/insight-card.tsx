import { FormattedMessage } from 'react-intl';
import type { Insight } from '@mwangaza/shared';
import { ContentImage } from '../../../lib/content-image';
import { insightCover } from '../lib/insight-cover';
import { tagLabel } from '../lib/tag-label';
import { publishedDateOf, useInsightDate } from './insight-dates';
import styles from './insights.module.css';
import { Link, useT } from '../../../i18n';

/**
 * An insight in a grid: cover, date and reading time, title (the card's link), summary, tags. `priority`:
 * the card is in view as the page opens, so its cover (the page's largest paint) loads at once.
 */
export function InsightCard({
  insight,
  headingLevel = 3,
  priority,
}: {
  insight: Insight;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const t = useT();
  const formatDate = useInsightDate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const published = publishedDateOf(insight);
  return (
    <li className={styles.card}>
      <ContentImage className={styles.cardImage} {...insightCover(insight)} alt="" priority={priority} />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <time dateTime={published}>{formatDate(published)}</time>
          <span aria-hidden="true"> · </span>
          <span>
            <FormattedMessage id="insights.readingTime" values={{ minutes: insight.readingTime }} />
          </span>
        </p>
        <Heading className={styles.cardTitle}>
          <Link to={`/insights/${insight.slug}`} className={styles.cardLink}>
            {insight.title}
          </Link>
        </Heading>
        <p className={styles.summary}>{insight.summary}</p>
        {insight.authorProfile && (
          <p className={styles.cardAuthor}>
            <FormattedMessage id="insights.by" values={{ name: insight.authorProfile.name }} />
          </p>
        )}
        {insight.tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('insights.tags')}>
            {insight.tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tagLabel(tag)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * Insights as a grid of cards: the list page and a service's page. `atTop`: the grid opens the page, so
 * its first cover is in view at once.
 */
export function InsightGrid({
  insights,
  headingLevel,
  busy,
  atTop,
}: {
  insights: readonly Insight[];
  headingLevel?: 2 | 3;
  busy?: boolean;
  atTop?: boolean;
}) {
  return (
    <ul role="list" className={styles.grid} aria-busy={busy}>
      {insights.map((insight, index) => (
        <InsightCard
          key={insight.id}
          insight={insight}
          headingLevel={headingLevel}
          priority={atTop && index === 0}
        />
      ))}
    </ul>
  );
}
