import { contentApi, insights } from '@mwangaza/shared';
import { StandardItemPage } from '../../../lib/collection-item-page';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { InsightDetail } from './insight-detail';
import { useT } from '../../../i18n';

/** /insights/:id: the insight, or 'Insight not found' on a 404, or an error with a retry. */
export function InsightDetailPage() {
  const t = useT();
  return (
    <StandardItemPage
      collection={insights}
      state={useCollectionItem(insights, contentApi.useGetInsightQuery)}
      notFoundText={t('insights.notFoundText')}
    >
      {(insight) => <InsightDetail insight={insight} />}
    </StandardItemPage>
  );
}
