import type { CreateCultureItem, CultureItem, CultureListQuery } from '@mwangaza/shared/schemas';
import { MESSAGES } from '../../../lib/http-error';
import { searchFilter } from '../../../lib/search';
import { toCultureItem, type CultureItemDoc, type CultureItemModel } from '../../../models/culture-item.model';
import { ContentRepository, type ListResult } from './content-repository';

export class CultureRepository extends ContentRepository<CultureItemDoc, CultureItem> {
  constructor(model: CultureItemModel, onChange: () => void) {
    super(model, toCultureItem, { order: 1, createdAt: 1, id: 1 }, MESSAGES.cultureItemNotFound, onChange);
  }

  search(query: CultureListQuery): Promise<ListResult<CultureItem>> {
    return this.list(searchFilter(query.search, ['title', 'description']), query);
  }

  createCultureItem(body: CreateCultureItem): Promise<CultureItem> {
    return this.create({ ...body, image: body.image ?? '', order: body.order ?? 0 });
  }

  replaceCultureItem(id: string, body: CreateCultureItem): Promise<CultureItem> {
    return this.replace(id, { ...body, image: body.image ?? '', order: body.order ?? 0 });
  }

  setOrder(id: string, order: number): Promise<CultureItem> {
    return this.update(id, { $set: { order } });
  }
}
