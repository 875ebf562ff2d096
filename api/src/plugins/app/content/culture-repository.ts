import mongoose from 'mongoose';
import { CreateCultureItem, type CultureItem, type StaffCultureListQuery } from '@mwangaza/shared/schemas';
import { HttpError, MESSAGES } from '../../../lib/http-error';
import { searchFilter } from '../../../lib/search';
import {
  toCultureItem,
  type CultureItemDoc,
  type CultureItemModel,
} from '../../../models/culture-item.model';
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

export class CultureRepository extends ContentRepository<CultureItemDoc, CultureItem> {
  private transactions: Promise<boolean> | undefined;

  constructor(model: CultureItemModel, clock: Clock, revisions: RevisionStore, onChange: () => void) {
    super({
      name: 'culture',
      model,
      toDto: toCultureItem,
      sort: { order: 1, createdAt: 1, id: 1 },
      notFoundMessage: MESSAGES.cultureItemNotFound,
      noun: 'culture item',
      clock,
      revisions,
      onChange,
      // The position in the list is not content: moving an item keeps no revision and a restore keeps it in place.
      editableFields: revisedFields(CreateCultureItem.properties, ['order']),
    });
  }

  search(query: StaffCultureListQuery, audience: Audience): Promise<ListResult<CultureItem>> {
    return this.list(searchFilter(query.search, ['title', 'description']), query, audience);
  }

  createItem(body: ContentInput<CreateCultureItem>, context: WriteContext): Promise<CultureItem> {
    return this.create({ ...body, image: body.image ?? '', order: body.order ?? 0 }, context);
  }

  replaceItem(
    id: string,
    body: ContentInput<CreateCultureItem>,
    context: WriteContext,
  ): Promise<CultureItem> {
    return this.replace(id, { ...body, image: body.image ?? '', order: body.order ?? 0 }, context);
  }

  setOrder(id: string, order: number, context: WriteContext): Promise<CultureItem> {
    return this.update(id, { $set: { order } }, context);
  }

  /**
   * The listed items take orders 0..n-1 in the given sequence, all or none: unknown ids change nothing (400).
   * One bulkWrite, inside a transaction where the server has them (a replica set); a standalone server (or
   * the embedded one) applies the one validated batch.
   */
  async reorder(ids: readonly string[], context: WriteContext): Promise<void> {
    const known = await this.model.countDocuments({ id: mongoose.trusted({ $in: [...ids] }) }).exec();
    if (known !== ids.length) throw new HttpError(400, MESSAGES.unknownCultureItems);
    const operations = ids.map((id, order) => ({
      updateOne: {
        filter: { id },
        update: { $set: { order, updatedBy: context.editor }, $inc: { version: 1 } },
      },
    }));
    if (await this.transactionsAvailable()) {
      await this.model.db.transaction(async (session) => {
        const result = await this.model.bulkWrite(operations, { session, ordered: true });
        // An item deleted since the check: abort, so no other item moves either.
        if (result.matchedCount !== ids.length) throw new HttpError(400, MESSAGES.unknownCultureItems);
      });
    } else {
      await this.model.bulkWrite(operations, { ordered: true });
    }
    this.options.onChange();
  }

  /** Replica sets and sharded clusters answer `hello` with a set name or as mongos; standalones cannot. */
  private transactionsAvailable(): Promise<boolean> {
    this.transactions ??= (async () => {
      const db = this.model.db.db;
      if (!db) return false;
      const hello = (await db.admin().command({ hello: 1 })) as { setName?: string; msg?: string };
      return Boolean(hello.setName) || hello.msg === 'isdbgrid';
    })().catch(() => false);
    return this.transactions;
  }
}
