import { useState } from 'react';
import { getErrorMessage, contentApi, useToast, type CultureItem } from '@mwangaza/shared';
import { moveItem, sortByOrder } from './reorder';

/**
 * Moves a culture item and saves the whole new sequence (orders 0..n-1) in one atomic request: a failure
 * leaves every item where it was. The moved sequence shows at once and until the list has been fetched again.
 */
export function useCultureReorder(items: readonly CultureItem[], refetch: () => unknown) {
  const [reorder] = contentApi.useReorderCultureItemsMutation();
  const [localIds, setLocalIds] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const toast = useToast();

  const sorted = sortByOrder(items);
  const byId = new Map(sorted.map((item) => [item.id, item]));
  const ordered = localIds ? localIds.flatMap((id) => byId.get(id) ?? []) : sorted;

  const move = async (from: number, to: number) => {
    const moved = ordered[from];
    if (saving || !moved || to < 0 || to >= ordered.length || from === to) return;
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
