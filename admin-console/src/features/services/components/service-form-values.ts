import type { CreateService, Service } from '@mwangaza/shared';
import type { Validation } from '../../../resource/form/form-validation';
import { cleanRows, initialRows } from '../../../resource/fields/row-list';
import { validateForm } from '../../../resource/form/validate-form';
import { serviceSections } from './service-fields';

export interface ServiceFormValues {
  title: string;
  /** Empty: the API keeps the current one, or makes one from the title. */
  slug: string;
  description: string;
  image: string;
  fullDescription: string;
  features: string[];
}

export function toServiceFormValues(item?: Service): ServiceFormValues {
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    description: item?.description ?? '',
    image: item?.image ?? '',
    fullDescription: item?.fullDescription ?? '',
    features: initialRows(item?.features),
  };
}

/** Spec section 5; the body is trimmed and holds only CreateService fields. */
export function validateService(values: ServiceFormValues): Validation<ServiceFormValues, CreateService> {
  return validateForm(serviceSections, values, {
    toBody: (v) => ({
      title: v.title.trim(),
      ...(v.slug.trim() ? { slug: v.slug.trim() } : {}),
      description: v.description.trim(),
      image: v.image.trim(),
      fullDescription: v.fullDescription.trim(),
      features: cleanRows(v.features),
    }),
  });
}
