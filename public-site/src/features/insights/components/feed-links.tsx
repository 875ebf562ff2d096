import { FormattedMessage } from 'react-intl';
import { feedPaths, insights } from '@mwangaza/shared';
import { localePath } from '@mwangaza/shared/i18n';
import { useLocale } from '../../../i18n';
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
  // Each language has its own feeds: /sw/insights/feed.xml lists the Kiswahili articles.
  const locale = useLocale();
  const { rss, atom } = feedPaths(insights);
  return (
    <p className={styles.feeds}>
      <span className={styles.feedsIcon}>{RSS_ICON}</span>
      <span>
        <FormattedMessage id="insights.feedsIntro" />
      </span>
      {/* Plain links: the shell serves the feeds, not the app's router. */}
      <a href={localePath(rss, locale)} type="application/rss+xml">
        <FormattedMessage id="insights.rss" />
      </a>
      <a href={localePath(atom, locale)} type="application/atom+xml">
        <FormattedMessage id="insights.atom" />
      </a>
    </p>
  );
}
