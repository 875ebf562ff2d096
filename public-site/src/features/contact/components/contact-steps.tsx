import type { ChangeEvent } from 'react';
import { CONTACT_TIMES } from '@mwangaza/shared';
import { Input, Select, TextArea } from '@mwangaza/shared/controls';
import type { ContactErrors, ContactField, ContactValues } from '../contact-form-model';
import styles from './contact-form.module.css';

interface StepProps {
  values: ContactValues;
  errors: ContactErrors;
  onChange: (field: ContactField, value: string) => void;
}

export const STEP_TITLES = ['About you', 'Your project', 'Final details'] as const;

// 'Any time' first: it is what the form sends until the visitor picks a part of the day.
const TIME_OPTIONS = ['Any time', ...CONTACT_TIMES.filter((time) => time !== 'Any time')].map((time) => ({
  value: time,
  label: time,
}));

/** A field's name, value, error and change handler, wired to the form's state. */
function bind(field: ContactField, { values, errors, onChange }: StepProps) {
  return {
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(field, event.target.value),
  };
}

/** Step 1: who is writing. */
export function DetailsStep(props: StepProps) {
  return (
    <>
      <Input label="Full name" autoComplete="name" required {...bind('name', props)} />
      <Input
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...bind('email', props)}
      />
      <Input label="Company" autoComplete="organization" hint="Optional" {...bind('company', props)} />
    </>
  );
}

/** Step 2: what they need. */
export function ProjectStep(props: StepProps) {
  return (
    <>
      <TextArea
        label="Tell us about your project"
        required
        rows={5}
        hint="What are you trying to achieve, and with which data?"
        {...bind('project', props)}
      />
      <TextArea label="Your biggest data challenge" rows={4} hint="Optional" {...bind('challenge', props)} />
    </>
  );
}

/** Step 3: what success looks like and when to call. */
export function FinalStep(props: StepProps) {
  return (
    <>
      <TextArea
        label="What would success look like?"
        rows={4}
        hint="Optional: the decision, number or outcome that would make this worthwhile"
        {...bind('success', props)}
      />
      <Select label="Best time to contact you" options={TIME_OPTIONS} {...bind('contactTime', props)} />
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
