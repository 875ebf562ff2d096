import { Section, contentApi } from '@mwangaza/shared';
import { LineIcon } from '@mwangaza/shared/controls';
import type { CultureItem } from '@mwangaza/shared';
import { QueryBody, type QueryMessages } from '../../../lib/query-body';
import styles from './culture-list.module.css';
import { Link, useContentLocale } from '../../../i18n';

/** Culture items in their editors' `order` (the API sorts; a stable sort here keeps it true for any source). */
export function sortByOrder(items: readonly CultureItem[]): CultureItem[] {
  return [...items].sort((a, b) => a.order - b.order);
}

const MESSAGES: QueryMessages = {
  loadingLabel: 'Loading culture...',
  failure: 'Failed to load culture items',
  emptyMessage: 'No culture items available.',
};

export function CultureList() {
  const contentLocale = useContentLocale();
  const query = contentApi.useGetCultureItemsQuery({
    locale: contentLocale,
    limit: 100,
  });
  const items = sortByOrder(query.data?.cultureItems ?? []);

  return (
    <Section
      eyebrow="Life at Mwangaza"
      title="Our culture"
      intro="How we learn, work together and give back. Each of these is something we practise every week, not a poster on a wall."
    >
      <QueryBody query={query} messages={MESSAGES} isEmpty={items.length === 0}>
        <ul role="list" className={styles.grid}>
          {items.map((item) => (
            <li key={item.id} className={styles.card}>
              <span className={styles.icon}>
                <LineIcon name={item.icon} />
              </span>
              <h3 className={styles.title}>
                <Link to={`/about/culture/${item.slug}`} className={styles.link}>
                  {item.title}
                </Link>
              </h3>
              <p className={styles.text}>{item.description}</p>
              <span className={styles.more} aria-hidden="true">
                Read more →
              </span>
            </li>
          ))}
        </ul>
      </QueryBody>
    </Section>
  );
}
