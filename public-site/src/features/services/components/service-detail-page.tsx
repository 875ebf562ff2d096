import { contentApi, services } from '@mwangaza/shared';
import { StandardItemPage } from '../../../lib/collection-item-page';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { ServiceDetail } from './service-detail';

/** /services/:id: the service, or 'Service not found' on a 404, or an error with a retry. */
export function ServiceDetailPage() {
  return (
    <StandardItemPage
      collection={services}
      state={useCollectionItem(services, contentApi.useGetServiceQuery)}
      notFoundText="The service you are looking for does not exist or is no longer offered."
    >
      {(service) => <ServiceDetail service={service} />}
    </StandardItemPage>
  );
}
