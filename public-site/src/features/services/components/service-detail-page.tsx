import { contentApi, services } from '@mwangaza/shared';
import { StandardItemPage } from '../../../lib/collection-item-page';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { ServiceDetail } from './service-detail';
import { useT } from '../../../i18n';

/** /services/:id: the service, or 'Service not found' on a 404, or an error with a retry. */
export function ServiceDetailPage() {
  const t = useT();
  return (
    <StandardItemPage
      collection={services}
      state={useCollectionItem(services, contentApi.useGetServiceQuery)}
      notFoundText={t('services.notFoundText')}
    >
      {(service) => <ServiceDetail service={service} />}
    </StandardItemPage>
  );
}
