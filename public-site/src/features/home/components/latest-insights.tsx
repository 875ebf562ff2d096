import { contentApi } from '@mwangaza/shared';
import { InsightGrid } from '../../insights';
import { HomeCollectionSection } from './home-collection-section';
import { HOME_SECTION_COPY } from './home-section-copy';
import { useContentLocale } from '../../../i18n';

/** The home page shows the three newest insights. */
export const HOME_INSIGHTS = 3;

/** The newest insights in the page's language: one not yet translated into it is left out. */
export function LatestInsights() {
  const contentLocale = useContentLocale();
  const query = contentApi.useGetInsightsQuery({
    locale: contentLocale,
    limit: HOME_INSIGHTS,
  });
  const insights = query.data?.insights ?? [];

  return (
    <HomeCollectionSection copy={HOME_SECTION_COPY.insights} query={query} isEmpty={insights.length === 0}>
      <InsightGrid insights={insights} busy={query.isFetching} />
    </HomeCollectionSection>
  );
}
