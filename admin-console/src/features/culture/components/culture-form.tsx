import {
  DEFAULT_CULTURE_IMAGE,
  Input,
  TextArea,
  useCreateCultureItemMutation,
  useUpdateCultureItemMutation,
  type CultureItem,
} from '@mwangaza/shared';
import { ImageUrlField } from '../../../components/image-url-field';
import { FormSection, ResourceForm, Wide } from '../../../components/resource-form';
import { RowListField } from '../../../components/row-list-field';
import { draftKey } from '../../../components/use-form-draft';
import { useResourceForm } from '../../../components/use-resource-form';
import { toCultureFormValues, validateCultureItem } from './culture-form-values';

interface CultureFormProps {
  /** The culture item being edited; absent for the create form. */
  item?: CultureItem;
  onDone: () => void;
}

export function CultureForm({ item, onDone }: CultureFormProps) {
  const [create] = useCreateCultureItemMutation();
  const [update] = useUpdateCultureItemMutation();
  const form = useResourceForm({
    initial: toCultureFormValues(item),
    validate: validateCultureItem,
    save: (body) => (item ? update({ id: item.id, body }).unwrap() : create(body).unwrap()),
    draftKey: draftKey('culture', item?.id),
    successMessage: item ? 'Culture item saved' : 'Culture item created',
    failureMessage: 'Failed to save culture item',
    onDone,
  });
  const { values, set, errors } = form;

  return (
    <ResourceForm
      form={form}
      title={item ? 'Edit Culture Item' : 'Add Culture Item'}
      description={item ? item.title : 'A part of how the team works, shown on the About page.'}
    >
      <FormSection title="Overview" columns={2}>
        <Wide>
          <Input
            label="Title"
            required
            maxLength={120}
            value={values.title}
            error={errors.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </Wide>
        <Input
          label="Icon"
          required
          maxLength={16}
          hint="An emoji, e.g. 💡"
          value={values.icon}
          error={errors.icon}
          onChange={(e) => set('icon', e.target.value)}
        />
        <Input
          label="Order"
          type="number"
          inputMode="numeric"
          min={0}
          max={100000}
          step={1}
          hint="Lower numbers come first."
          value={values.order}
          error={errors.order}
          onChange={(e) => set('order', e.target.value)}
        />
        <Wide>
          <TextArea
            label="Description"
            required
            rows={2}
            maxLength={500}
            hint="A sentence or two for the About page card."
            value={values.description}
            error={errors.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </Wide>
        <Wide>
          <ImageUrlField
            value={values.image}
            error={errors.image}
            hint={`Optional. Left empty, the default picture (${DEFAULT_CULTURE_IMAGE}) is used.`}
            onChange={(value) => set('image', value)}
          />
        </Wide>
      </FormSection>

      <FormSection title="Details">
        <TextArea
          label="Full description"
          required
          rows={8}
          maxLength={10000}
          hint="Separate paragraphs with a blank line."
          value={values.fullDescription}
          error={errors.fullDescription}
          onChange={(e) => set('fullDescription', e.target.value)}
        />
        <RowListField
          legend="Values"
          itemLabel="Value"
          hint="What this means in practice, one per row. Empty rows are ignored."
          placeholder="e.g. We share what we learn"
          rows={values.values}
          error={errors.values}
          maxItems={20}
          maxLength={120}
          onChange={(rows) => set('values', rows)}
        />
      </FormSection>
    </ResourceForm>
  );
}
