import { DEFAULT_CULTURE_IMAGE, type CreateCultureItem, type CultureItem } from '@mwangaza/shared';
import { cleanRows, initialRows } from '../../../components/row-list';
import {
  IMAGE_URL_MESSAGE,
  checkRequired,
  failure,
  isImageUrl,
  type FieldErrors,
  type Validation,
} from '../../../components/form-validation';

export interface CultureFormValues {
  title: string;
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
    description: item?.description ?? '',
    icon: item?.icon ?? '',
    fullDescription: item?.fullDescription ?? '',
    image: item?.image ?? '',
    order: String(item?.order ?? 0),
    values: initialRows(item?.values),
  };
}

const REQUIRED = {
  title: 'Title',
  description: 'Description',
  icon: 'Icon',
  fullDescription: 'Full description',
} as const;
const MAX_ORDER = 100_000;

/** Spec section 5; an empty image becomes the default picture (spec section 3). */
export function validateCultureItem(
  values: CultureFormValues,
): Validation<CultureFormValues, CreateCultureItem> {
  const image = values.image.trim();
  const orderText = values.order.trim();
  const order = orderText === '' ? 0 : Number(orderText);
  const extra: FieldErrors<CultureFormValues> = {};
  if (image && !isImageUrl(image)) extra.image = IMAGE_URL_MESSAGE;
  if (!Number.isInteger(order) || order < 0 || order > MAX_ORDER)
    extra.order = `Order must be a whole number from 0 to ${MAX_ORDER}`;

  const { fieldErrors, missing } = checkRequired(values, REQUIRED, extra);
  const rows = cleanRows(values.values);
  const failed = failure(
    fieldErrors,
    missing,
    'values',
    rows.length === 0 ? 'Please add at least one value' : null,
  );
  if (failed) return failed;
  return {
    ok: true,
    body: {
      title: values.title.trim(),
      description: values.description.trim(),
      icon: values.icon.trim(),
      fullDescription: values.fullDescription.trim(),
      image: image || DEFAULT_CULTURE_IMAGE,
      order,
      values: rows,
    },
  };
}
