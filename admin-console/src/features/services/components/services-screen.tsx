import { ResourceScreen } from '../../../resource/resource-screen';
import { serviceResource } from './service-resource';

/** /admin/services: the list, `?new=true` the create form, `?edit={id}` the edit form. */
export function ServicesScreen() {
  return <ResourceScreen resource={serviceResource} />;
}
