import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@mwangaza/shared/router';
import {
  Container,
  EmptyState,
  ErrorBanner,
  Spinner,
  contentApi,
  getErrorMessage,
  insights as collection,
} from '@mwangaza/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ListFilters } from '../../../lib/list-filters';
import { PageHeader } from '../../../lib/page-header';
import { tagLabel } from '../lib/tag-label';
import { FeedLinks } from './feed-links';
import { InsightGrid } from './insight-card';
import styles from './insights.module.css';
import { Link, useContentLocale } from '../../../i18n';

/** Insights per page of the list. */
export const INSIGHTS_PER_PAGE = 9;
/** How long typing pauses before the search is sent (one request per pause, not per key). */
const SEARCH_DELAY_MS = 300;

/** /insights: the newest first, a search and tag chips, paged; the filters live in the address. */
export function InsightsPage() {
  usePageMeta(collection.listing.title, collection.listing.description ?? '');
  const [params, setParams] = useSearchParams();
  const tag = params.get('tag') ?? '';
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (typed.trim() === search) return undefined;
    const timer = setTimeout(() => update({ search: typed.trim(), page: '' }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `update` reads the current address; the effect runs when the text typed changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const contentLocale = useContentLocale();
  const { data, error, isLoading, isFetching, refetch } = contentApi.useGetInsightsQuery({
    locale: contentLocale,
    page,
    limit: INSIGHTS_PER_PAGE,
    ...(tag ? { tag } : {}),
    ...(search ? { search } : {}),
  });
  // The chips: the tags the newest insights use (one cached request, shared with the home page's size).
  const { data: all } = contentApi.useGetInsightsQuery({
    locale: contentLocale,
    limit: 100,
  });
  const tags = useMemo(() => {
    const used = new Set((all?.insights ?? []).flatMap((insight) => insight.tags));
    if (tag) used.add(tag);
    return [...used].sort();
  }, [all, tag]);

  const items = data?.insights;
  const pages = data?.pagination.pages ?? 1;
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    if (to > 1) next.set('page', String(to));
    else next.delete('page');
    const query = next.toString();
    return `/insights${query ? `?${query}` : ''}`;
  };

  let body;
  if (isLoading || (isFetching && !items)) body = <Spinner label="Loading insights..." size="lg" />;
  else if (!items)
    body = (
      <ErrorBanner
        message={getErrorMessage(error, 'Failed to load insights')}
        onRetry={() => void refetch()}
      />
    );
  else if (items.length === 0)
    body = <EmptyState message={tag || search ? 'No insights match your search.' : 'No insights yet.'} />;
  else
    body = (
      <>
        <InsightGrid insights={items} headingLevel={2} busy={isFetching} atTop />
        {pages > 1 && (
          <nav aria-label="Pages" className={styles.pager}>
            {page > 1 ? <Link to={pageLink(page - 1)}>← Newer</Link> : <span />}
            <span>{`Page ${page} of ${pages}`}</span>
            {page < pages ? <Link to={pageLink(page + 1)}>Older →</Link> : <span />}
          </nav>
        )}
      </>
    );

  return (
    <>
      <PageHeader
        eyebrow="Insights"
        title="What we are learning"
        accent="from data"
        lead={collection.listing.description}
      >
        <FeedLinks />
      </PageHeader>
      <Container className={styles.listing}>
        <ListFilters
          search={{
            value: typed,
            onChange: setTyped,
            label: 'Search insights',
            placeholder: 'Search by title or keyword',
          }}
          chips={
            tags.length > 0
              ? {
                  label: 'Filter by tag',
                  choices: [
                    { value: '', label: 'All' },
                    ...tags.map((name) => ({ value: name, label: tagLabel(name) })),
                  ],
                  selected: tag,
                  onSelect: (value) => update({ tag: value, page: '' }),
                }
              : undefined
          }
        />
        {body}
      </Container>
    </>
  );
}
