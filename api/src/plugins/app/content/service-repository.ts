import { CreateService, type Service, type StaffServiceListQuery } from '@mwangaza/shared/schemas';
import { MESSAGES } from '../../../lib/http-error';
import { searchFilter } from '../../../lib/search';
import { toService, type ServiceDoc, type ServiceModel } from '../../../models/service.model';
import type { Clock } from '../clock';
import {
  ContentRepository,
  revisedFields,
  type ContentInput,
  type ListResult,
  type WriteContext,
} from './content-repository';
import type { RevisionStore } from './revision-store';
import type { Audience } from './publishing';

export class ServiceRepository extends ContentRepository<ServiceDoc, Service> {
  constructor(model: ServiceModel, clock: Clock, revisions: RevisionStore, onChange: () => void) {
    super({
      name: 'services',
      model,
      toDto: toService,
      sort: { createdAt: 1, id: 1 },
      notFoundMessage: MESSAGES.serviceNotFound,
      noun: 'service',
      clock,
      revisions,
      onChange,
      editableFields: revisedFields(CreateService.properties),
    });
  }

  /** Public and admin search alike: title or description (spec section 5). */
  search(query: StaffServiceListQuery, audience: Audience): Promise<ListResult<Service>> {
    return this.list(searchFilter(query.search, ['title', 'description']), query, audience);
  }

  createItem(body: ContentInput<CreateService>, context: WriteContext): Promise<Service> {
    return this.create({ ...body }, context);
  }

  replaceItem(id: string, body: ContentInput<CreateService>, context: WriteContext): Promise<Service> {
    return this.replace(id, { ...body }, context);
  }
}
