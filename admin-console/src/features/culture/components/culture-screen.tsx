import { ResourceScreen } from '../../../resource/resource-screen';
import { cultureResource } from './culture-resource';

/** /admin/culture: the list, `?new=true` the create form, `?edit={id}` the edit form. */
export function CultureScreen() {
  return <ResourceScreen resource={cultureResource} />;
}
