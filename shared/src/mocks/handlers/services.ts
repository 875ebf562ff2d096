import { CreateService, type Service } from '../../schemas';
import { db } from '../db';
import { contentHandlers } from './content';
import { matchesSearch } from './respond';

export const serviceHandlers = contentHandlers<Service, CreateService>({
  path: 'services',
  noun: 'service',
  plural: 'services',
  itemKey: 'service',
  listKey: 'services',
  createSchema: CreateService,
  notFound: 'Service not found',
  items: () => db.services,
  matches: (s, params) => matchesSearch(params.get('search'), s.title, s.description),
  fromBody: ({ status: _s, publishAt: _p, ...body }) => body,
});
