import { CreateService, type Service, type ServiceListQuery } from '@mwangaza/shared/schemas';
import { MESSAGES } from '../../../lib/http-error';
import { searchFilter } from '../../../lib/search';
import { toService, type ServiceDoc, type ServiceModel } from '../../../models/service.model';
import { ContentRepository, type Actor, type ListResult } from './content-repository';
import type { RevisionStore } from './revision-store';

export class ServiceRepository extends ContentRepository<ServiceDoc, Service> {
  constructor(model: ServiceModel, revisions: RevisionStore, onChange: () => void) {
    super(
      {
        name: 'services',
        model,
        toDto: toService,
        sort: { createdAt: 1, id: 1 },
        notFoundMessage: MESSAGES.serviceNotFound,
        noun: 'service',
        editableFields: Object.keys(CreateService.properties),
      },
      revisions,
      onChange,
    );
  }

  /** Public and admin search alike: title or description (spec section 5). */
  search(query: ServiceListQuery): Promise<ListResult<Service>> {
    return this.list(searchFilter(query.search, ['title', 'description']), query);
  }

  createService(body: CreateService, actor: Actor): Promise<Service> {
    return this.create(body, actor);
  }
}
