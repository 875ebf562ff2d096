import { feedPaths, insights } from '@mwangaza/shared';
import styles from './insights.module.css';

const RSS_ICON = (
  <svg
    viewBox="0 0 24 24"
    width="18"
    height="18"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14" />
    <circle cx="6" cy="18" r="1.2" fill="currentColor" />
  </svg>
);

/**
 * The Insights feeds, where a reader can see them: a feed reader takes either address (the pages' heads
 * link them too, for readers that look there).
 */
export function FeedLinks() {
  const { rss, atom } = feedPaths(insights);
  return (
    <p className={styles.feeds}>
      <span className={styles.feedsIcon}>{RSS_ICON}</span>
      <span>Follow new articles in your feed reader:</span>
      {/* Plain links: the shell serves the feeds, not the app's router. */}
      <a href={rss} type="application/rss+xml">
        RSS feed
      </a>
      <a href={atom} type="application/atom+xml">
        Atom feed
      </a>
    </p>
  );
}
