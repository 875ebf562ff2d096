import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@mwangaza/shared/router';

export type ResourceMode = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: string };

/** State passed back to the list so it can take focus when a form closes. */
export interface ListReturnState {
  returnedFromForm: true;
}

/**
 * The screen's mode from the query string, so a form has an address to link to: `?new=true` create form, `?edit={id}` edit form,
 * anything else the list. Leaving a form navigates to the bare pathname.
 */
export function useResourceMode() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const editId = params.get('edit');
  const mode: ResourceMode =
    params.get('new') === 'true' ? { kind: 'new' } : editId ? { kind: 'edit', id: editId } : { kind: 'list' };

  const toList = useCallback(() => {
    const state: ListReturnState = { returnedFromForm: true };
    navigate({ pathname, search: '' }, { state });
  }, [navigate, pathname]);
  const toNew = useCallback(() => navigate({ pathname, search: '?new=true' }), [navigate, pathname]);

  return { mode, toList, toNew };
}

/** Href of the edit form for an item, relative to the current screen. */
export function editHref(id: string): string {
  return `?edit=${encodeURIComponent(id)}`;
}
