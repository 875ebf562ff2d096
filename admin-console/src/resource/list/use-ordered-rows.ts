import { useState } from 'react';
import { getErrorMessage, optionsOf, type Collection } from '@mwangaza/shared';
import { useToast } from '@mwangaza/shared/console';
import type { ContentEntity } from '../define-resource';
import { collectionApi } from '../use-collection-api';
import { moveItem, sortByPosition } from './move-rows';

/**
 * A list in its display order, for collections that have one: moving an item saves the whole new sequence
 * (positions 0..n-1) in one atomic request, so a failure leaves every item where it was. The moved sequence
 * shows at once and until the list has been fetched again. Other collections keep the list's order.
 */
export function useOrderedRows<T extends ContentEntity>(
  collection: Collection,
  items: readonly T[],
  refetch: () => unknown,
) {
  const field = optionsOf(collection).order;
  const reorder = collectionApi(collection).useReorder();
  const [localIds, setLocalIds] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const toast = useToast();

  const sorted = field ? sortByPosition(items, field) : [...items];
  const byId = new Map(sorted.map((item) => [item.id, item]));
  const ordered = localIds ? localIds.flatMap((id) => byId.get(id) ?? []) : sorted;

  const move = async (from: number, to: number) => {
    const moved = ordered[from];
    if (!field || saving || !moved || to < 0 || to >= ordered.length || from === to) return;
    const next = moveItem(ordered, from, to);
    setLocalIds(next.map((item) => item.id));
    setAnnouncement(`${moved.title} moved to position ${to + 1} of ${next.length}`);
    setSaving(true);
    try {
      await reorder(next.map((item) => item.id)).unwrap();
      await refetch();
      toast.show('Order saved', 'success');
    } catch (error) {
      toast.show(getErrorMessage(error, 'Failed to save the new order'), 'error');
      setAnnouncement(`Order not saved: ${moved.title} is back in position ${from + 1}`);
    } finally {
      setLocalIds(null);
      setSaving(false);
    }
  };

  return { ordered, move, saving, announcement };
}
