import {
  Input,
  TextArea,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  type Service,
} from '@mwangaza/shared';
import { ImageUrlField } from '../../../components/image-url-field';
import { FormSection, ResourceForm } from '../../../components/resource-form';
import { RowListField } from '../../../components/row-list-field';
import { draftKey } from '../../../components/use-form-draft';
import { useResourceForm } from '../../../components/use-resource-form';
import { toServiceFormValues, validateService } from './service-form-values';

interface ServiceFormProps {
  /** The service being edited; absent for the create form. */
  item?: Service;
  onDone: () => void;
}

export function ServiceForm({ item, onDone }: ServiceFormProps) {
  const [create] = useCreateServiceMutation();
  const [update] = useUpdateServiceMutation();
  const form = useResourceForm({
    initial: toServiceFormValues(item),
    validate: validateService,
    save: (body) => (item ? update({ id: item.id, body }).unwrap() : create(body).unwrap()),
    draftKey: draftKey('services', item?.id),
    successMessage: item ? 'Service saved' : 'Service created',
    failureMessage: 'Failed to save service',
    onDone,
  });
  const { values, set, errors } = form;

  return (
    <ResourceForm
      form={form}
      title={item ? 'Edit Service' : 'Add Service'}
      description={item ? item.title : 'Describe what the consultancy offers and what a client gets.'}
    >
      <FormSection title="Overview">
        <Input
          label="Title"
          required
          maxLength={120}
          value={values.title}
          error={errors.title}
          onChange={(e) => set('title', e.target.value)}
        />
        <TextArea
          label="Description"
          required
          rows={2}
          maxLength={500}
          hint="A sentence or two for the service cards."
          value={values.description}
          error={errors.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <ImageUrlField
          required
          value={values.image}
          error={errors.image}
          onChange={(value) => set('image', value)}
        />
      </FormSection>

      <FormSection title="Details">
        <TextArea
          label="Full description"
          required
          rows={8}
          maxLength={10000}
          hint="Shown on the service's own page. Separate paragraphs with a blank line."
          value={values.fullDescription}
          error={errors.fullDescription}
          onChange={(e) => set('fullDescription', e.target.value)}
        />
        <RowListField
          legend="Features"
          itemLabel="Feature"
          hint='One per row, as "Short label - explanation". Empty rows are ignored.'
          placeholder="e.g. Real-time dashboards - live KPIs for every team"
          rows={values.features}
          error={errors.features}
          maxItems={30}
          maxLength={300}
          onChange={(rows) => set('features', rows)}
        />
      </FormSection>
    </ResourceForm>
  );
}
