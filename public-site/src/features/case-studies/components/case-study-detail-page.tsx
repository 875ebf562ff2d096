import { caseStudies, contentApi } from '@mwangaza/shared';
import { CollectionItemPage } from '../../../lib/collection-item-page';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { CaseStudyDetail } from './case-study-detail';

/** /case-studies/:id: the case study, or 'Case study not found' on a 404, or an error with a retry. */
export function CaseStudyDetailPage() {
  return (
    <CollectionItemPage
      state={useCollectionItem(caseStudies, contentApi.useGetCaseStudyQuery)}
      loadingLabel="Loading case study..."
      backTo={{ to: '/case-studies', label: '← Back to case studies' }}
      notFound={{
        title: 'Case study not found',
        text: 'This case study does not exist or has been removed.',
      }}
      failed={{
        title: 'Something went wrong',
        fallbackMessage: 'Failed to load this case study',
      }}
    >
      {(caseStudy) => <CaseStudyDetail caseStudy={caseStudy} />}
    </CollectionItemPage>
  );
}
