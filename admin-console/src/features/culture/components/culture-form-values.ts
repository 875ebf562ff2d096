import { DEFAULT_CULTURE_IMAGE, type CreateCultureItem, type CultureItem } from '@mwangaza/shared';
import type { Validation } from '../../../resource/form/form-validation';
import { cleanRows, initialRows } from '../../../resource/fields/row-list';
import { validateForm } from '../../../resource/form/validate-form';
import { cultureSections } from './culture-fields';

export interface CultureFormValues {
  title: string;
  /** Empty: the API keeps the current one, or makes one from the title. */
  slug: string;
  description: string;
  icon: string;
  fullDescription: string;
  image: string;
  /** As typed in the number input. */
  order: string;
  values: string[];
}

export function toCultureFormValues(item?: CultureItem): CultureFormValues {
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    description: item?.description ?? '',
    icon: item?.icon ?? '',
    fullDescription: item?.fullDescription ?? '',
    image: item?.image ?? '',
    order: String(item?.order ?? 0),
    values: initialRows(item?.values),
  };
}

/** Spec section 5; an empty image becomes the default picture (spec section 3). */
export function validateCultureItem(
  values: CultureFormValues,
): Validation<CultureFormValues, CreateCultureItem> {
  return validateForm(cultureSections, values, {
    toBody: (v) => ({
      title: v.title.trim(),
      ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
      description: v.description.trim(),
      icon: v.icon.trim(),
      fullDescription: v.fullDescription.trim(),
      image: v.image.trim() || DEFAULT_CULTURE_IMAGE,
      order: v.order.trim() === '' ? 0 : Number(v.order.trim()),
      values: cleanRows(v.values),
    }),
  });
}
