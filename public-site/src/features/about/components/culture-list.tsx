import { FormattedMessage } from 'react-intl';
import { Section, contentApi } from '@mwangaza/shared';
import { LineIcon } from '@mwangaza/shared/controls';
import type { CultureItem } from '@mwangaza/shared';
import { QueryBody } from '../../../lib/query-body';
import styles from './culture-list.module.css';
import { Link, useContentLocale, useT } from '../../../i18n';

/** Culture items in their editors' `order` (the API sorts; a stable sort here keeps it true for any source). */
export function sortByOrder(items: readonly CultureItem[]): CultureItem[] {
  return [...items].sort((a, b) => a.order - b.order);
}

export function CultureList() {
  const t = useT();
  const contentLocale = useContentLocale();
  const query = contentApi.useGetCultureItemsQuery({
    locale: contentLocale,
    limit: 100,
  });
  const items = sortByOrder(query.data?.cultureItems ?? []);

  return (
    <Section
      eyebrow={t('about.cultureEyebrow')}
      title={t('about.cultureTitle')}
      intro={t('about.cultureIntro')}
    >
      <QueryBody
        query={query}
        messages={{
          loadingLabel: t('about.cultureLoading'),
          failure: t('about.cultureFailed'),
          emptyMessage: t('about.cultureEmpty'),
        }}
        isEmpty={items.length === 0}
      >
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
                <FormattedMessage id="about.readMore" />
              </span>
            </li>
          ))}
        </ul>
      </QueryBody>
    </Section>
  );
}
