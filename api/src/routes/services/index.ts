import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateService, Service, ServiceListQuery, StaffServiceListQuery } from '@mwangaza/shared/schemas';
import { MESSAGES } from '../../lib/http-error';
import { contentRoutes } from '../content-routes';

const servicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(
    contentRoutes({
      repository: (instance) => instance.content.services,
      tag: 'services',
      noun: 'service',
      plural: 'services',
      itemKey: 'service',
      listKey: 'services',
      itemSchema: Service,
      createSchema: CreateService,
      publicQuery: ServiceListQuery,
      staffQuery: StaffServiceListQuery,
      auditType: 'service',
      notFoundMessage: MESSAGES.serviceNotFound,
    }),
  );
};

export default servicesRoutes;
