import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '@mwangaza/shared/router';
import { Container, EmptyState, ErrorBanner, Spinner, contentApi, getErrorMessage } from '@mwangaza/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ListFilters } from '../../../lib/list-filters';
import { PageHeader } from '../../../lib/page-header';
import { tagLabel } from '../lib/tag-label';
import { FeedLinks } from './feed-links';
import { InsightGrid } from './insight-card';
import styles from './insights.module.css';
import { Link, useContentLocale, useT } from '../../../i18n';

/** Insights per page of the list. */
export const INSIGHTS_PER_PAGE = 9;
/** How long typing pauses before the search is sent (one request per pause, not per key). */
const SEARCH_DELAY_MS = 300;

/** /insights: the newest first, a search and tag chips, paged; the filters live in the address. */
export function InsightsPage() {
  const t = useT();
  usePageMeta(t('meta.insightsTitle'), t('meta.insightsDescription'));
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
  if (isLoading || (isFetching && !items)) body = <Spinner label={t('insights.loading')} size="lg" />;
  else if (!items)
    body = (
      <ErrorBanner message={getErrorMessage(error, t('insights.failed'))} onRetry={() => void refetch()} />
    );
  else if (items.length === 0)
    body = <EmptyState message={t(tag || search ? 'insights.noMatch' : 'insights.empty')} />;
  else
    body = (
      <>
        <InsightGrid insights={items} headingLevel={2} busy={isFetching} atTop />
        {pages > 1 && (
          <nav aria-label={t('insights.pages')} className={styles.pager}>
            {page > 1 ? <Link to={pageLink(page - 1)}>{t('insights.newer')}</Link> : <span />}
            <span>{t('insights.pageOf', { page, pages })}</span>
            {page < pages ? <Link to={pageLink(page + 1)}>{t('insights.older')}</Link> : <span />}
          </nav>
        )}
      </>
    );

  return (
    <>
      <PageHeader
        eyebrow={t('insights.eyebrow')}
        title={t('insights.title')}
        accent={t('insights.accent')}
        lead={t('meta.insightsDescription')}
      >
        <FeedLinks />
      </PageHeader>
      <Container className={styles.listing}>
        <ListFilters
          search={{
            value: typed,
            onChange: setTyped,
            label: t('insights.search'),
            placeholder: t('insights.searchPlaceholder'),
          }}
          chips={
            tags.length > 0
              ? {
                  label: t('insights.filterLabel'),
                  choices: [
                    { value: '', label: t('insights.allTags') },
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
