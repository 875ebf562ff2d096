import type { CreateService, Service, ServiceListQuery } from '@mwangaza/shared/schemas';
import { MESSAGES } from '../../../lib/http-error';
import { searchFilter } from '../../../lib/search';
import { toService, type ServiceDoc, type ServiceModel } from '../../../models/service.model';
import { ContentRepository, type ListResult } from './content-repository';

export class ServiceRepository extends ContentRepository<ServiceDoc, Service> {
  constructor(model: ServiceModel, onChange: () => void) {
    super(model, toService, { createdAt: 1, id: 1 }, MESSAGES.serviceNotFound, onChange);
  }

  /** Public and admin search alike: title or description (spec section 5). */
  search(query: ServiceListQuery): Promise<ListResult<Service>> {
    return this.list(searchFilter(query.search, ['title', 'description']), query);
  }

  createService(body: CreateService): Promise<Service> {
    return this.create(body);
  }
}
