import { ResourceScreen } from '../../../resource/resource-screen';
import { caseStudyResource } from './case-study-resource';

/** /admin/case-studies: the list, `?new=true` the create form, `?edit={id}` the edit form. */
export function CaseStudiesScreen() {
  return <ResourceScreen resource={caseStudyResource} />;
}
