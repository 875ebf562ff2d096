import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, ErrorBanner, cx, VisuallyHidden } from '@mwangaza/shared';
import { useRetentionMonths } from '../../../lib/use-retention-months';
import { CONTACT_STEPS } from '../contact-form-model';
import { useContactForm } from '../use-contact-form';
import { ContactSuccess } from './contact-success';
import { DetailsStep, FinalStep, Honeypot, ProjectStep, STEP_TITLES } from './contact-steps';
import { StackAnswers } from './stack-answers';
import styles from './contact-form.module.css';
import { Link, useT } from '../../../i18n';

/** The three-step enquiry form (about you, your project, how to reach you). */
export function ContactForm() {
  const t = useT();
  const retentionMonths = useRetentionMonths();
  const form = useContactForm();
  const { values, step, errors, submitError, sent, sending, setField } = form;
  const stepRef = useRef<HTMLFieldSetElement>(null);
  const lastStep = useRef(step);

  // After Continue/Back, start the keyboard at the new step's first field.
  useEffect(() => {
    if (lastStep.current === step) return;
    lastStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea, select')?.focus();
  }, [step]);

  // A failed step check puts focus on the first field that needs attention (not on later edits).
  const focusInvalid = useRef(false);
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  if (sent)
    return <ContactSuccess name={values.name} onReset={form.reset} subscription={form.subscription} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (step < CONTACT_STEPS) {
      focusInvalid.current = true;
      form.next();
    } else void form.submit();
  };

  const stepProps = { values, errors, onChange: setField };
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className={styles.formTitle}>
        <FormattedMessage id="contact.formTitle" />
      </h2>
      <div className={styles.progress}>
        <p className={styles.stepCount} aria-live="polite">
          <FormattedMessage id="contact.stepCount" values={{ step, total: CONTACT_STEPS }} />
        </p>
        <ol className={styles.stepper} aria-hidden="true">
          {STEP_TITLES.map((title, index) => (
            <li
              key={title}
              className={cx(index + 1 < step && styles.done, index + 1 === step && styles.current)}
            >
              <FormattedMessage id={title} />
            </li>
          ))}
        </ol>
      </div>

      {submitError && <ErrorBanner message={submitError} />}
      {form.questionnaire && (
        <StackAnswers questionnaire={form.questionnaire} onRemove={form.removeQuestionnaire} />
      )}

      <fieldset key={step} ref={stepRef} className={styles.step}>
        <legend className={styles.legend}>{t(STEP_TITLES[step - 1]!)}</legend>
        {step === 1 && <DetailsStep {...stepProps} />}
        {step === 2 && <ProjectStep {...stepProps} />}
        {step === 3 && <FinalStep {...stepProps} />}
      </fieldset>
      <Honeypot value={values.website} onChange={(value) => setField('website', value)} />
      {step === CONTACT_STEPS && (
        <label className={styles.newsletter}>
          <input
            type="checkbox"
            name="newsletter"
            checked={form.newsletter}
            onChange={(event) => form.setNewsletter(event.target.checked)}
          />
          <span>{form.newsletterConsent}</span>
        </label>
      )}

      <div className={styles.actions}>
        {step > 1 && (
          <Button type="button" variant="ghost" onClick={form.back} disabled={sending}>
            <FormattedMessage id="contact.back" />
          </Button>
        )}
        <Button type="submit" className={styles.primary} disabled={sending}>
          <FormattedMessage
            id={step < CONTACT_STEPS ? 'contact.continue' : sending ? 'contact.sending' : 'contact.send'}
          />
        </Button>
      </div>
      <p className={styles.note}>
        <FormattedMessage
          id="contact.note"
          values={{
            months: retentionMonths,
            star: (chunks) => <span aria-hidden="true">{chunks}</span>,
            hidden: (chunks) => <VisuallyHidden> {chunks}</VisuallyHidden>,
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
