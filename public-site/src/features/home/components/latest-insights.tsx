import { contentApi } from '@mwangaza/shared';
import { InsightGrid } from '../../insights';
import { HomeCollectionSection } from './home-collection-section';

/** The home page shows the three newest insights. */
export const HOME_INSIGHTS = 3;

export function LatestInsights() {
  const { data, error, isLoading, isFetching, refetch } = contentApi.useGetInsightsQuery({
    limit: HOME_INSIGHTS,
  });
  const insights = data?.insights ?? [];

  return (
    <HomeCollectionSection
      eyebrow="Insights"
      title="Latest from our team"
      intro="Articles, reports and announcements on putting data to work."
      moreTo="/insights"
      moreLabel="View All Insights"
      isLoading={isLoading}
      error={error}
      refetch={refetch}
      loadingLabel="Loading insights..."
      failure="Failed to load insights"
      isEmpty={insights.length === 0}
      emptyMessage="No insights published yet."
    >
      <InsightGrid insights={insights} busy={isFetching} />
    </HomeCollectionSection>
  );
}
