import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, EMAIL_PATTERN, type Questionnaire } from '@mwangaza/shared';
import { Input, TextArea } from '@mwangaza/shared/controls';
import { Link, useT, type MessageId } from '../../../i18n';
import { useRetentionMonths } from '../../../lib/use-retention-months';
import { StackAnswers } from '../../contact';
import styles from './booking.module.css';

export interface BookingDetails {
  name: string;
  email: string;
  company: string;
  topic: string;
  website: string;
}

type Field = Exclude<keyof BookingDetails, 'website'>;
const emailPattern = new RegExp(EMAIL_PATTERN);

/** What the form refuses, as message ids: the same rules as the API's (required name and topic, an e-mail). */
function check(values: BookingDetails): Partial<Record<Field, MessageId>> {
  const errors: Partial<Record<Field, MessageId>> = {};
  if (!values.name.trim()) errors.name = 'book.nameRequired';
  if (!emailPattern.test(values.email.trim())) errors.email = 'book.emailInvalid';
  if (!values.topic.trim()) errors.topic = 'book.topicRequired';
  return errors;
}

interface BookingFormProps {
  sending: boolean;
  questionnaire: Questionnaire | null;
  onRemoveQuestionnaire(): void;
  onSubmit(details: BookingDetails): void;
}

/** Who is calling and what about; Build My Stack's answers go along when the tab has them. */
export function BookingForm({ sending, questionnaire, onRemoveQuestionnaire, onSubmit }: BookingFormProps) {
  const t = useT();
  const months = useRetentionMonths();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<BookingDetails>({
    name: '',
    email: '',
    company: '',
    topic: '',
    website: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageId>>>({});

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: errors[field] ? t(errors[field]) : undefined,
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Focus the first field that needs attention once React has marked it invalid.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onSubmit(values);
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>
          <FormattedMessage id="book.detailsLegend" />
        </legend>
        {questionnaire && <StackAnswers questionnaire={questionnaire} onRemove={onRemoveQuestionnaire} />}
        <Input label={t('book.name')} autoComplete="name" required {...bind('name')} />
        <Input
          label={t('book.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...bind('email')}
        />
        <Input
          label={t('book.company')}
          autoComplete="organization"
          hint={t('book.optional')}
          {...bind('company')}
        />
        <TextArea label={t('book.topic')} hint={t('book.topicHint')} rows={4} required {...bind('topic')} />
      </fieldset>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="booking-website">{t('contact.honeypot')}</label>
        <input
          id="booking-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => setValues((current) => ({ ...current, website: event.target.value }))}
        />
      </div>
      <Button type="submit" size="lg" disabled={sending}>
        <FormattedMessage id={sending ? 'book.submitting' : 'book.submit'} />
      </Button>
      <p className={styles.note}>
        <FormattedMessage
          id="book.privacy"
          values={{
            months,
            link: (chunks) => (
              <Link to="/privacy" className={styles.noteLink}>
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
    </form>
  );
}
