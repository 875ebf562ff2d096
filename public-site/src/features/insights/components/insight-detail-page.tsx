import { contentApi, insights } from '@mwangaza/shared';
import { StandardItemPage } from '../../../lib/collection-item-page';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { InsightDetail } from './insight-detail';

/** /insights/:id: the insight, or 'Insight not found' on a 404, or an error with a retry. */
export function InsightDetailPage() {
  return (
    <StandardItemPage
      collection={insights}
      state={useCollectionItem(insights, contentApi.useGetInsightQuery)}
      notFoundText="This insight does not exist or has been removed."
    >
      {(insight) => <InsightDetail insight={insight} />}
    </StandardItemPage>
  );
}
