import { DEFAULT_LIMIT, DEFAULT_PAGE, MAX_LIMIT, type Pagination } from '@mwangaza/shared/schemas';

export interface PageRequest {
  page: number;
  limit: number;
  skip: number;
}

/** Page and limit from a validated query; limit is clamped to MAX_LIMIT rather than rejected. */
export function pageRequest(query: { page?: number; limit?: number }): PageRequest {
  const page = query.page ?? DEFAULT_PAGE;
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
  return { page, limit, skip: (page - 1) * limit };
}

export function pagination(request: PageRequest, total: number): Pagination {
  return { page: request.page, limit: request.limit, total, pages: Math.ceil(total / request.limit) };
}
