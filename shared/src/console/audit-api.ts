import type { AuditAction, AuditEntityType, AuditList } from '../schemas';
import { apiSlice } from '@mwangaza/shared';
import { cleanParams, listTags } from '../api/tags';

export interface AuditListArgs {
  page?: number;
  limit?: number;
  /** A user id or an e-mail address. */
  actor?: string;
  action?: AuditAction;
  entityType?: AuditEntityType;
  entityId?: string;
  /** ISO date-times: `from` inclusive, `to` exclusive. */
  from?: string;
  to?: string;
}

export const auditApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The audit log, newest first (admin only). */
    getAuditLog: build.query<AuditList, AuditListArgs | void>({
      query: (args) => ({ url: '/audit', params: cleanParams(args) }),
      providesTags: (result) => listTags('AuditEntry', result?.entries),
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
