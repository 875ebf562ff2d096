import {
  CASE_STUDY_CATEGORIES,
  Input,
  Select,
  TextArea,
  Toggle,
  useCreateCaseStudyMutation,
  useUpdateCaseStudyMutation,
  type CaseStudy,
} from '@mwangaza/shared';
import { ImageUrlField } from '../../../components/image-url-field';
import { FormSection, ResourceForm, Wide } from '../../../components/resource-form';
import { RowListField } from '../../../components/row-list-field';
import { draftKey } from '../../../components/use-form-draft';
import { useResourceForm } from '../../../components/use-resource-form';
import { CaseStudyDetailsFields } from './case-study-details-fields';
import { toCaseStudyFormValues, validateCaseStudy } from './case-study-form-values';

const CATEGORY_OPTIONS = CASE_STUDY_CATEGORIES.map((category) => ({ value: category, label: category }));

interface CaseStudyFormProps {
  /** The case study being edited; absent for the create form. */
  item?: CaseStudy;
  onDone: () => void;
}

export function CaseStudyForm({ item, onDone }: CaseStudyFormProps) {
  const [create] = useCreateCaseStudyMutation();
  const [update] = useUpdateCaseStudyMutation();
  const form = useResourceForm({
    initial: toCaseStudyFormValues(item),
    validate: validateCaseStudy,
    save: (body) => (item ? update({ id: item.id, body }).unwrap() : create(body).unwrap()),
    draftKey: draftKey('case-studies', item?.id),
    successMessage: item ? 'Case study saved' : 'Case study created',
    failureMessage: 'Failed to save case study',
    onDone,
  });
  const { values, set, errors } = form;

  return (
    <ResourceForm
      form={form}
      title={item ? 'Edit Case Study' : 'Add Case Study'}
      description={item ? item.title : 'Tell the story of a project: who it was for and what it achieved.'}
    >
      <FormSection title="Overview" columns={2}>
        <Wide>
          <Input
            label="Title"
            required
            maxLength={160}
            value={values.title}
            error={errors.title}
            onChange={(e) => set('title', e.target.value)}
          />
        </Wide>
        <Input
          label="Client"
          required
          maxLength={120}
          value={values.client}
          error={errors.client}
          onChange={(e) => set('client', e.target.value)}
        />
        <Select
          label="Category"
          required
          placeholder="Select a category"
          options={CATEGORY_OPTIONS}
          value={values.category}
          error={errors.category}
          onChange={(e) => set('category', e.target.value)}
        />
        <Wide>
          <TextArea
            label="Brief"
            required
            rows={3}
            maxLength={1000}
            hint="One or two sentences shown on cards and at the top of the page."
            value={values.brief}
            error={errors.brief}
            onChange={(e) => set('brief', e.target.value)}
          />
        </Wide>
        <Wide>
          <ImageUrlField
            required
            value={values.image}
            error={errors.image}
            onChange={(value) => set('image', value)}
          />
        </Wide>
        <Wide>
          <Toggle
            label="Featured on the home page"
            checked={values.featured}
            onChange={(checked) => set('featured', checked)}
          />
        </Wide>
      </FormSection>

      <FormSection title="Results">
        <RowListField
          legend="Results"
          itemLabel="Result"
          hint="Measurable outcomes, one per row. Empty rows are ignored."
          placeholder="e.g. 35% reduction in loan default rates"
          rows={values.results}
          error={errors.results}
          maxItems={20}
          maxLength={300}
          onChange={(rows) => set('results', rows)}
        />
      </FormSection>

      <CaseStudyDetailsFields values={values} errors={errors} set={set} />
    </ResourceForm>
  );
}
