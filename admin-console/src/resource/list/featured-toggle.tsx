import { useState } from 'react';
import { getErrorMessage, optionsOf, type Collection } from '@mwangaza/shared';
import { useToast, Toggle } from '@mwangaza/shared/console';
import type { ContentEntity } from '../define-resource';
import { collectionApi } from '../use-collection-api';

interface FeaturedToggleProps {
  collection: Collection;
  item: ContentEntity;
}

/**
 * Flips a collection's featured flag at once through its own call. The new state shows while the list
 * refetches; it is dropped when the list catches up or the call fails.
 */
export function FeaturedToggle({ collection, item }: FeaturedToggleProps) {
  const field = optionsOf(collection).featured ?? 'featured';
  const [toggle, { isLoading }, itemKey] = collectionApi(collection).useToggleFeatured();
  const [pending, setPending] = useState<{ from: boolean; to: boolean } | null>(null);
  const toast = useToast();
  const featured = Boolean((item as unknown as Record<string, unknown>)[field]);
  const checked = pending && pending.from === featured ? pending.to : featured;

  const change = async (next: boolean) => {
    setPending({ from: featured, to: next });
    try {
      const saved = (await toggle(item.id).unwrap())[itemKey] as unknown as Record<string, unknown>;
      const now = Boolean(saved[field]);
      setPending({ from: featured, to: now });
      toast.show(
        now ? `"${item.title}" is now featured` : `"${item.title}" is no longer featured`,
        'success',
      );
    } catch (error) {
      setPending(null);
      toast.show(getErrorMessage(error, 'Failed to update featured status'), 'error');
    }
  };

  return (
    <Toggle
      label={`Featured: ${item.title}`}
      hideLabel
      checked={checked}
      disabled={isLoading}
      onChange={change}
    />
  );
}
