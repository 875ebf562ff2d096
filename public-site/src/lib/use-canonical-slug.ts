import { useEffect } from 'react';
import { useLocation, useNavigate } from '@mwangaza/shared/router';
import { useLocalePath } from '../i18n';

/**
 * A detail page reached by an id or an earlier slug moves to the item's current address, replacing the old
 * one in the history (the shell's server already answers such URLs with a 301; this covers links followed
 * inside the app and the standalone remote).
 */
export function useCanonicalSlug(section: string, requested: string, slug: string | undefined): void {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const localize = useLocalePath();
  useEffect(() => {
    if (slug && requested && slug !== requested) {
      void navigate(localize(`${section}/${encodeURIComponent(slug)}${search}${hash}`), { replace: true });
    }
  }, [section, requested, slug, search, hash, navigate, localize]);
}
