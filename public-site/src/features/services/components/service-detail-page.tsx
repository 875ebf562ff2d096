import { contentApi, services } from '@mwangaza/shared';
import { CollectionItemPage } from '../../../lib/collection-item-page';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { ServiceDetail } from './service-detail';

/** /services/:id: the service, or 'Service not found' on a 404, or an error with a retry. */
export function ServiceDetailPage() {
  return (
    <CollectionItemPage
      state={useCollectionItem(services, contentApi.useGetServiceQuery)}
      loadingLabel="Loading service..."
      backTo={{ to: '/services', label: '← Back to services' }}
      notFound={{
        title: 'Service not found',
        text: 'The service you are looking for does not exist or is no longer offered.',
      }}
      failed={{
        title: 'Something went wrong',
        fallbackMessage: 'Failed to load this service',
      }}
    >
      {(service) => <ServiceDetail service={service} />}
    </CollectionItemPage>
  );
}
