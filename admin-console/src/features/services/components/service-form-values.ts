import type { CreateService, Service } from '@mwangaza/shared';
import { cleanRows, initialRows } from '../../../components/row-list';
import {
  IMAGE_URL_MESSAGE,
  checkRequired,
  failure,
  isImageUrl,
  type FieldErrors,
  type Validation,
} from '../../../components/form-validation';

export interface ServiceFormValues {
  title: string;
  description: string;
  image: string;
  fullDescription: string;
  features: string[];
}

export function toServiceFormValues(item?: Service): ServiceFormValues {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    image: item?.image ?? '',
    fullDescription: item?.fullDescription ?? '',
    features: initialRows(item?.features),
  };
}

const REQUIRED = {
  title: 'Title',
  description: 'Description',
  image: 'Image URL',
  fullDescription: 'Full description',
} as const;

/** Spec section 5; the body is trimmed and holds only CreateService fields. */
export function validateService(values: ServiceFormValues): Validation<ServiceFormValues, CreateService> {
  const image = values.image.trim();
  const extra: FieldErrors<ServiceFormValues> =
    image && !isImageUrl(image) ? { image: IMAGE_URL_MESSAGE } : {};
  const { fieldErrors, missing } = checkRequired(values, REQUIRED, extra);
  const features = cleanRows(values.features);
  const failed = failure(
    fieldErrors,
    missing,
    'features',
    features.length === 0 ? 'Please add at least one feature' : null,
  );
  if (failed) return failed;
  return {
    ok: true,
    body: {
      title: values.title.trim(),
      description: values.description.trim(),
      image,
      fullDescription: values.fullDescription.trim(),
      features,
    },
  };
}
