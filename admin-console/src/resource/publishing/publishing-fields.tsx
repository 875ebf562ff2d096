import { Input } from '@mwangaza/shared/controls';
import type { FieldErrors } from '../form/form-validation';
import { FormSection } from '../form/resource-form';
import styles from './publishing.module.css';
import type { PublishingValues } from './publishing-values';

interface PublishingFieldsProps {
  values: PublishingValues;
  errors: FieldErrors<PublishingValues>;
  set: <K extends keyof PublishingValues>(key: K, value: PublishingValues[K]) => void;
}

const CHOICES = [
  { value: 'draft', label: 'Draft (not on the site)' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
] as const;

/** Draft, published or scheduled; the time is entered in Nairobi time (EAT) whatever the browser's zone. */
export function PublishingFields({ values, errors, set }: PublishingFieldsProps) {
  return (
    <FormSection title="Publishing">
      <div className={styles.publishing}>
        <fieldset className={styles.choices} aria-label="Publication status">
          {CHOICES.map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name="publishState"
                value={choice.value}
                checked={values.publishState === choice.value}
                onChange={() => set('publishState', choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        {values.publishState === 'scheduled' && (
          <Input
            label="Publish at (Nairobi time, EAT)"
            type="datetime-local"
            required
            value={values.publishAt}
            error={errors.publishAt}
            onChange={(event) => set('publishAt', event.target.value)}
          />
        )}
      </div>
    </FormSection>
  );
}
