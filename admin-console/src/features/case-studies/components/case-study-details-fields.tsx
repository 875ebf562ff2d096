import { Input, TextArea } from '@mwangaza/shared';
import type { FieldErrors } from '../../../components/form-validation';
import { FormSection, Wide } from '../../../components/resource-form';
import type { CaseStudyFormValues } from './case-study-form-values';

interface CaseStudyDetailsFieldsProps {
  values: CaseStudyFormValues;
  errors: FieldErrors<CaseStudyFormValues>;
  set: <K extends keyof CaseStudyFormValues>(key: K, value: CaseStudyFormValues[K]) => void;
}

type TextKey = 'challenge' | 'approach' | 'solution';
const STORY: Array<{ key: TextKey; label: string }> = [
  { key: 'challenge', label: 'Challenge' },
  { key: 'approach', label: 'Approach' },
  { key: 'solution', label: 'Solution' },
];

/** The optional detail sections (decisions.md): a section left empty is not shown to visitors. */
export function CaseStudyDetailsFields({ values, errors, set }: CaseStudyDetailsFieldsProps) {
  return (
    <>
      <FormSection title="Project story (optional)" columns={2}>
        {STORY.map(({ key, label }) => (
          <Wide key={key}>
            <TextArea
              label={label}
              rows={4}
              maxLength={5000}
              value={values[key]}
              onChange={(e) => set(key, e.target.value)}
            />
          </Wide>
        ))}
        <Wide>
          <Input
            label="Technologies"
            hint="Separate with commas, e.g. Python, Apache Spark, Power BI"
            maxLength={2500}
            value={values.technologies}
            error={errors.technologies}
            onChange={(e) => set('technologies', e.target.value)}
          />
        </Wide>
        <Input
          label="Timeline"
          placeholder="e.g. 6 months"
          maxLength={200}
          value={values.timeline}
          onChange={(e) => set('timeline', e.target.value)}
        />
        <Input
          label="Team"
          placeholder="e.g. 2 data engineers, 1 analyst"
          maxLength={500}
          value={values.team}
          onChange={(e) => set('team', e.target.value)}
        />
      </FormSection>

      <FormSection title="Testimonial (optional)" columns={2}>
        <Wide>
          <TextArea
            label="Quote"
            rows={3}
            maxLength={1000}
            value={values.quote}
            error={errors.quote}
            onChange={(e) => set('quote', e.target.value)}
          />
        </Wide>
        <Input
          label="Author"
          maxLength={120}
          value={values.author}
          error={errors.author}
          onChange={(e) => set('author', e.target.value)}
        />
        <Input
          label="Role"
          placeholder="e.g. Head of Risk"
          maxLength={120}
          value={values.role}
          onChange={(e) => set('role', e.target.value)}
        />
      </FormSection>
    </>
  );
}
