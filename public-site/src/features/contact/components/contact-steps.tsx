import type { ChangeEvent } from 'react';
import { CONTACT_TIMES } from '@mwangaza/shared';
import { Input, Select, TextArea } from '@mwangaza/shared/controls';
import { useT, type MessageId } from '../../../i18n';
import type { ContactErrors, ContactField, ContactValues } from '../contact-form-model';
import styles from './contact-form.module.css';

interface StepProps {
  values: ContactValues;
  errors: ContactErrors;
  onChange: (field: ContactField, value: string) => void;
}

export const STEP_TITLES = [
  'contact.stepAbout',
  'contact.stepProject',
  'contact.stepFinal',
] as const satisfies MessageId[];

// 'Any time' first: it is what the form sends until the visitor picks a part of the day.
const TIMES = ['Any time', ...CONTACT_TIMES.filter((time) => time !== 'Any time')] as const;

/** A field's name, value, error and change handler, wired to the form's state. */
function bind(field: ContactField, { values, errors, onChange }: StepProps, t: (id: MessageId) => string) {
  const error = errors[field];
  return {
    name: field,
    value: values[field],
    error: error && t(error),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(field, event.target.value),
  };
}

/** Step 1: who is writing. */
export function DetailsStep(props: StepProps) {
  const t = useT();
  return (
    <>
      <Input label={t('contact.name')} autoComplete="name" required {...bind('name', props, t)} />
      <Input
        label={t('contact.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...bind('email', props, t)}
      />
      <Input
        label={t('contact.company')}
        autoComplete="organization"
        hint={t('contact.optional')}
        {...bind('company', props, t)}
      />
    </>
  );
}

/** Step 2: what they need. */
export function ProjectStep(props: StepProps) {
  const t = useT();
  return (
    <>
      <TextArea
        label={t('contact.project')}
        required
        rows={5}
        hint={t('contact.projectHint')}
        {...bind('project', props, t)}
      />
      <TextArea
        label={t('contact.challenge')}
        rows={4}
        hint={t('contact.optional')}
        {...bind('challenge', props, t)}
      />
    </>
  );
}

/** Step 3: what success looks like and when to call. */
export function FinalStep(props: StepProps) {
  const t = useT();
  // The value sent stays the API's English value; the visitor reads it in the page's language.
  const options = TIMES.map((time) => ({ value: time, label: t(`contact.time.${time}`) }));
  return (
    <>
      <TextArea
        label={t('contact.success')}
        rows={4}
        hint={t('contact.successHint')}
        {...bind('success', props, t)}
      />
      <Select label={t('contact.time')} options={options} {...bind('contactTime', props, t)} />
    </>
  );
}

/** Invisible to people (and to assistive technology); bots that fill every field reveal themselves. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useT();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="contact-website">{t('contact.honeypot')}</label>
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
