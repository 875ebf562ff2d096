import { CONTACT_TIMES, Input, Select, TextArea } from '@mwangaza/shared';
import type { ContactErrors, ContactField, ContactValues } from '../contact-form-model';
import styles from './contact-form.module.css';

interface StepProps {
  values: ContactValues;
  errors: ContactErrors;
  onChange: (field: ContactField, value: string) => void;
}

export const STEP_TITLES = ['About you', 'Your project', 'Final details'] as const;

const TIME_OPTIONS = CONTACT_TIMES.map((time) => ({ value: time, label: time }));

/** Step 1: who is writing. */
export function DetailsStep({ values, errors, onChange }: StepProps) {
  return (
    <>
      <Input
        label="Full name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => onChange('name', event.target.value)}
      />
      <Input
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <Input
        label="Company"
        name="company"
        autoComplete="organization"
        hint="Optional"
        value={values.company}
        onChange={(event) => onChange('company', event.target.value)}
      />
    </>
  );
}

/** Step 2: what they need. */
export function ProjectStep({ values, errors, onChange }: StepProps) {
  return (
    <>
      <TextArea
        label="Tell us about your project"
        name="project"
        required
        rows={5}
        value={values.project}
        error={errors.project}
        hint="What are you trying to achieve, and with which data?"
        onChange={(event) => onChange('project', event.target.value)}
      />
      <TextArea
        label="Your biggest data challenge"
        name="challenge"
        rows={4}
        hint="Optional"
        value={values.challenge}
        onChange={(event) => onChange('challenge', event.target.value)}
      />
    </>
  );
}

/** Step 3: what success looks like and when to call. */
export function FinalStep({ values, onChange }: StepProps) {
  return (
    <>
      <TextArea
        label="What would success look like?"
        name="success"
        rows={4}
        hint="Optional: the decision, number or outcome that would make this worthwhile"
        value={values.success}
        onChange={(event) => onChange('success', event.target.value)}
      />
      <Select
        label="Best time to contact you"
        name="contactTime"
        options={TIME_OPTIONS}
        placeholder="No preference"
        value={values.contactTime}
        onChange={(event) => onChange('contactTime', event.target.value)}
      />
    </>
  );
}

/** Invisible to people (and to assistive technology); bots that fill every field reveal themselves. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="contact-website">Website</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
