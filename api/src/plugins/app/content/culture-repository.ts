import type { CreateCultureItem, CultureItem, StaffCultureListQuery } from '@mwangaza/shared/schemas';
import { MESSAGES } from '../../../lib/http-error';
import { searchFilter } from '../../../lib/search';
import { toCultureItem, type CultureItemDoc, type CultureItemModel } from '../../../models/culture-item.model';
import type { Clock } from '../clock';
import { ContentRepository, type ContentInput, type ListResult, type WriteContext } from './content-repository';
import type { Audience } from './publishing';

export class CultureRepository extends ContentRepository<CultureItemDoc, CultureItem> {
  constructor(model: CultureItemModel, clock: Clock, onChange: () => void) {
    super({
      model,
      toDto: toCultureItem,
      sort: { order: 1, createdAt: 1, id: 1 },
      notFoundMessage: MESSAGES.cultureItemNotFound,
      noun: 'culture item',
      clock,
      onChange,
    });
  }

  search(query: StaffCultureListQuery, audience: Audience): Promise<ListResult<CultureItem>> {
    return this.list(searchFilter(query.search, ['title', 'description']), query, audience);
  }

  createItem(body: ContentInput<CreateCultureItem>, context: WriteContext): Promise<CultureItem> {
    return this.create({ ...body, image: body.image ?? '', order: body.order ?? 0 }, context);
  }

  replaceItem(id: string, body: ContentInput<CreateCultureItem>, context: WriteContext): Promise<CultureItem> {
    return this.replace(id, { ...body, image: body.image ?? '', order: body.order ?? 0 }, context);
  }

  setOrder(id: string, order: number, context: WriteContext): Promise<CultureItem> {
    return this.update(id, { $set: { order } }, context);
  }
}
