import { useState } from 'react';
import { Toggle, getErrorMessage, useToast, contentApi, type CaseStudy } from '@mwangaza/shared';

/**
 * Flips `featured` at once through the dedicated call (spec section 4). The new state shows while the list
 * refetches; it is dropped when the list catches up or the call fails.
 */
export function FeaturedToggle({ caseStudy }: { caseStudy: CaseStudy }) {
  const [toggle, { isLoading }] = contentApi.useToggleCaseStudyFeaturedMutation();
  const [pending, setPending] = useState<{ from: boolean; to: boolean } | null>(null);
  const toast = useToast();
  const checked = pending && pending.from === caseStudy.featured ? pending.to : caseStudy.featured;

  const change = async (next: boolean) => {
    setPending({ from: caseStudy.featured, to: next });
    try {
      const { caseStudy: saved } = await toggle(caseStudy.id).unwrap();
      setPending({ from: caseStudy.featured, to: saved.featured });
      toast.show(
        saved.featured
          ? `"${caseStudy.title}" is now featured`
          : `"${caseStudy.title}" is no longer featured`,
        'success',
      );
    } catch (error) {
      setPending(null);
      toast.show(getErrorMessage(error, 'Failed to update featured status'), 'error');
    }
  };

  return (
    <Toggle
      label={`Featured: ${caseStudy.title}`}
      hideLabel
      checked={checked}
      disabled={isLoading}
      onChange={change}
    />
  );
}
