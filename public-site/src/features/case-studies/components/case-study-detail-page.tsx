import { caseStudies, contentApi } from '@mwangaza/shared';
import { StandardItemPage } from '../../../lib/collection-item-page';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { CaseStudyDetail } from './case-study-detail';
import { useT } from '../../../i18n';

/** /case-studies/:id: the case study, or 'Case study not found' on a 404, or an error with a retry. */
export function CaseStudyDetailPage() {
  const t = useT();
  return (
    <StandardItemPage
      collection={caseStudies}
      state={useCollectionItem(caseStudies, contentApi.useGetCaseStudyQuery)}
      notFoundText={t('caseStudies.notFoundText')}
    >
      {(caseStudy) => <CaseStudyDetail caseStudy={caseStudy} />}
    </StandardItemPage>
  );
}
