import { contentApi } from '@mwangaza/shared';
import { InsightGrid } from '../../insights';
import { HomeCollectionSection } from './home-collection-section';
import { HOME_SECTION_COPY } from './home-section-copy';

/** The home page shows the three newest insights. */
export const HOME_INSIGHTS = 3;

export function LatestInsights() {
  const query = contentApi.useGetInsightsQuery({
    limit: HOME_INSIGHTS,
  });
  const insights = query.data?.insights ?? [];

  return (
    <HomeCollectionSection copy={HOME_SECTION_COPY.insights} query={query} isEmpty={insights.length === 0}>
      <InsightGrid insights={insights} busy={query.isFetching} />
    </HomeCollectionSection>
  );
}
