import { useCallback, useEffect, useRef, useState } from 'react';
import { loadLeadSource, track, useSendEnquiryMutation, type Questionnaire } from '@mwangaza/shared';
import { clearStackAnswers, loadStackAnswers } from '../../lib/stack-handoff';
import { useLocale, useT } from '../../i18n';
import { useSubscribe } from '../newsletter';
import {
  CONTACT_STEPS,
  EMPTY_CONTACT,
  firstInvalidStep,
  sendFailureMessage,
  toContactBody,
  validateStep,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-form-model';

/**
 * The contact form's state: values kept across steps and failures, per-step checks, the send call, and
 * Build My Stack's answers when the visitor came from its results.
 */
export function useContactForm() {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [questionnaire, setQuestionnaire] = useState<Questionnaire | null>(null);
  /** When the form appeared (monotonic clock), for the fill time the API checks. */
  const shownAt = useRef<number | null>(null);
  /** Whether this message was counted as started (its first edit). */
  const started = useRef(false);

  // After mount, not while rendering: the prerendered HTML (no storage on the server) must match the first render.
  useEffect(() => {
    setQuestionnaire(loadStackAnswers());
    shownAt.current = performance.now();
  }, []);

  const removeQuestionnaire = useCallback(() => {
    clearStackAnswers();
    setQuestionnaire(null);
  }, []);
  const [step, setStep] = useState(1);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sendEnquiry, { isLoading: sending }] = useSendEnquiryMutation();
  /** The tick box under the form: the newsletter, asked for with the enquiry's address (off until ticked). */
  const [newsletter, setNewsletter] = useState(false);
  const subscription = useSubscribe('contact');

  /** Any edit clears that field's message and the send error banner: the visitor is fixing it. */
  const setField = useCallback((field: ContactField, value: string) => {
    if (!started.current) {
      started.current = true;
      track('contact_started');
    }
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setSubmitError(null);
  }, []);

  /** Returns false (and shows the messages) when the current step is incomplete. */
  const next = useCallback((): boolean => {
    const found = validateStep(step, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    const reached = Math.min(CONTACT_STEPS, step + 1);
    setStep(reached);
    track('contact_step', { step: reached });
    return true;
  }, [step, values]);

  const back = useCallback(() => {
    setErrors({});
    setSubmitError(null);
    setStep((current) => Math.max(1, current - 1));
  }, []);

  const submit = useCallback(async () => {
    const invalid = firstInvalidStep(values);
    if (invalid !== null) {
      setStep(invalid);
      setErrors(validateStep(invalid, values));
      return;
    }
    setSubmitError(null);
    try {
      const fillTimeMs = shownAt.current === null ? undefined : performance.now() - shownAt.current;
      await sendEnquiry(
        toContactBody(values, { questionnaire, fillTimeMs, source: loadLeadSource(), locale }),
      ).unwrap();
      track('contact_sent');
      // The enquiry is what matters: a failed subscription shows on its own line, never as a failed send.
      if (newsletter) void subscription.submit(values.email);
      // Sent with this enquiry: a next message starts without them.
      clearStackAnswers();
      setQuestionnaire(null);
      setSent(true);
    } catch (error) {
      setSubmitError(sendFailureMessage(error, t, locale));
    }
  }, [sendEnquiry, values, questionnaire, locale, t, newsletter, subscription]);

  const reset = useCallback(() => {
    setValues(EMPTY_CONTACT);
    setErrors({});
    setSubmitError(null);
    setStep(1);
    setSent(false);
    setNewsletter(false);
    subscription.reset();
    started.current = false;
    // The next message is a new form: its fill time starts now.
    shownAt.current = performance.now();
  }, [subscription]);

  return {
    values,
    questionnaire,
    step,
    errors,
    submitError,
    sent,
    sending,
    newsletter,
    setNewsletter,
    newsletterConsent: subscription.consentText,
    subscription: subscription.state,
    setField,
    removeQuestionnaire,
    next,
    back,
    submit,
    reset,
  };
}

export type ContactFormState = ReturnType<typeof useContactForm>;
